import type { ReadingDirection } from '@/components/PageRenderer/reading-direction'

/**
 * The track's shift, in percent of the slider's width, that shows slide `index`. The slides run
 * in the reading direction, so in a right-to-left page the later ones lie to the left and the
 * track moves right to bring them in.
 */
export function trackShift(index: number, dir: ReadingDirection): number {
  const shift = index * 100
  return dir === 'rtl' ? shift : -shift
}

/** A CSS transform for the track; `0%` for the first slide either way. */
export const trackTransform = (index: number, dir: ReadingDirection): string =>
  `translateX(${trackShift(index, dir) || 0}%)`
