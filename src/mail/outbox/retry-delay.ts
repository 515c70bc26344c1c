/** After this many attempts an owed mail is marked failed (a little over a day of trying). */
export const MAX_ATTEMPTS = 20

const FIRST_MS = 30_000
const LONGEST_MS = 2 * 60 * 60_000

/** How long to wait after the `attempt`-th failed try: 30 s, doubling, at most two hours. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(LONGEST_MS, FIRST_MS * 2 ** Math.max(0, Math.min(attempt - 1, 30)))
