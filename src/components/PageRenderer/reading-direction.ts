/** The direction a page is read in: `rtl` for Arabic, where "next" lies to the left. */
export type ReadingDirection = 'ltr' | 'rtl'

/**
 * How far an arrow key moves along a row of items (slides, tabs) read in `dir`: +1 towards the
 * end of the row, -1 towards its start, 0 for other keys. In a right-to-left page the right arrow
 * goes back, as the row itself runs from right to left.
 */
export function stepOfKey(key: string, dir: ReadingDirection): -1 | 0 | 1 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0
  const towardsRight = key === 'ArrowRight' ? 1 : -1
  return dir === 'rtl' ? (-towardsRight as -1 | 1) : towardsRight
}

/** An index moved past either end of a row of `count` items comes round from the other end. */
export const wrapIndex = (index: number, count: number): number => (count > 0 ? ((index % count) + count) % count : 0)
