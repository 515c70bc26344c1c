/** The spec's player: skips of 10 s, speeds cycling 1, 1.25, 1.5, 2. */
export const SKIP_SECONDS = 10
export const SPEEDS = [1, 1.25, 1.5, 2] as const

/** The speed after this one, back to 1 after the last (or from a speed not on the list). */
export function nextSpeed(speed: number): number {
  const i = SPEEDS.indexOf(speed as (typeof SPEEDS)[number])
  return SPEEDS[(i + 1) % SPEEDS.length]
}

/** A position kept inside the episode: never before its start, never past its end (when known). */
export function clampTime(seconds: number, duration: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) return 0
  return Number.isFinite(duration) && duration > 0 ? Math.min(seconds, duration) : seconds
}

/** A clock reading of a position: 4:05, or 1:02:09 past an hour; 0:00 when unknown. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** A position as screen readers should say it (ISO 8601 duration, for `<time dateTime>`). */
export function isoDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  return `PT${Math.floor(whole / 3600)}H${Math.floor((whole % 3600) / 60)}M${whole % 60}S`
}
