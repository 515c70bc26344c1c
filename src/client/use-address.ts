import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * A fact read from the window's address once the page runs in the browser; `fallback` while it
 * renders on the server and hydrates, so both renders agree.
 */
export const useAddress = <T>(read: (location: Location) => T, fallback: T): T =>
  useSyncExternalStore(
    noSubscription,
    () => read(window.location),
    () => fallback,
  )
