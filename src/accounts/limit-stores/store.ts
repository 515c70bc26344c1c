export type Limit = { max: number; windowMs: number }

/** A limit that slows down before it refuses: past `free` events each must wait longer after the last. */
export type PacedLimit = Limit & { free: number; firstDelayMs: number; maxDelayMs: number }

/** How long after the last event the next may come, once `count` events were let through. */
export const paceDelay = (limit: PacedLimit, count: number): number =>
  count < limit.free ? 0 : Math.min(limit.maxDelayMs, limit.firstDelayMs * 2 ** (count - limit.free))

/**
 * Where the rate limits' counts are kept. `hit` and `pace` answer 0 when the event is let
 * through, else how many milliseconds until it would be.
 */
export type LimitStore = {
  hit(key: string, limit: Limit): Promise<number>
  pace(key: string, limit: PacedLimit): Promise<number>
  isLimited(key: string, limit: Limit): Promise<boolean>
  refund(key: string): Promise<void>
  clear(key: string): Promise<void>
}
