import { useState, useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** Whether the visitor has asked their system for less motion; false where there is no window. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The visitor's motion preference, followed while the page is open. The server cannot know it,
 * so the first render assumes motion; CSS keeps anything moving still until the browser knows.
 */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, prefersReducedMotion, () => false)

/**
 * Whether something that moves by itself (a slider, a background video) is playing: the visitor's
 * own choice wins over the motion preference, either way; `toggle` makes that choice.
 */
export function usePlayback(): { playing: boolean; toggle: () => void } {
  const reducedMotion = useReducedMotion()
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const playing = choice ? choice === 'play' : !reducedMotion
  return { playing, toggle: () => setChoice(playing ? 'pause' : 'play') }
}
