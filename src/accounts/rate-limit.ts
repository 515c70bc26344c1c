import { DomainError } from '@/lib/domain-error'

/**
 * Fixed-window counters kept in this process: `key → { count, window end }`. Keys name the call
 * and what is limited (`send:addr:<email>`, `send:ip:<ip>`, `password:addr:<email>` …). Entries
 * are dropped when their window has passed. One process serves the site, so one store is enough;
 * a restart forgets the counts, which only ever lets someone in sooner.
 */
type Window = { count: number; resetAt: number; lastAt: number }
const windows = new Map<string, Window>()
let lastSweep = Date.now()

export type Limit = { max: number; windowMs: number }

/** A limit that slows down before it refuses: past `free` events each must wait longer after the last. */
export type PacedLimit = Limit & { free: number; firstDelayMs: number; maxDelayMs: number }

export const limits = {
  /** e-mails sent to one address (login links, sign-up links, recovery codes) */
  sendPerAddress: { max: 5, windowMs: 15 * 60_000 },
  /** e-mails asked for from one IP address */
  sendPerIp: { max: 20, windowMs: 60 * 60_000 },
  /** passwords tried for one address from one source (IP) that has not signed in to it before */
  passwordPerSource: { max: 10, windowMs: 15 * 60_000 },
  /**
   * passwords tried for one address from all such sources together: five at once, then each one
   * second, two, four … (at most half a minute) after the last, and none past 30. The owner's own
   * browser and the e-mail code are never held back by these (see password-limits.ts).
   */
  passwordPerAddress: { max: 30, windowMs: 15 * 60_000, free: 5, firstDelayMs: 1_000, maxDelayMs: 30_000 },
  /** passwords tried from a browser that signed in to the address before (its device cookie) */
  passwordPerDevice: { max: 10, windowMs: 15 * 60_000 },
  /** secrets checked from one IP address: passwords, codes, refresh tokens */
  secretPerIp: { max: 60, windowMs: 15 * 60_000 },
  /** forms sent and newsletter sign-ups from one IP address */
  formsPerIp: { max: 30, windowMs: 15 * 60_000 },
  /** voucher codes tried and not found, by one customer and from one IP address */
  redeemMissesPerUser: { max: 10, windowMs: 15 * 60_000 },
  redeemMissesPerIp: { max: 30, windowMs: 15 * 60_000 },
  /** gift vouchers put up for payment by one customer (each opens a payment page) */
  voucherPurchasesPerUser: { max: 20, windowMs: 15 * 60_000 },
  /** captcha challenges asked for from one IP address (cheap to make; only against floods) */
  captchasPerIp: { max: 300, windowMs: 15 * 60_000 },
  /** refresh tokens presented from one IP address (256-bit secrets, so only against floods) */
  refreshPerIp: { max: 600, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit | PacedLimit>

function sweep(now: number) {
  if (now - lastSweep < 60_000) return
  lastSweep = now
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
}

function windowOf(key: string, limit: Limit, now: number): Window {
  sweep(now)
  let window = windows.get(key)
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + limit.windowMs, lastAt: 0 }
    windows.set(key, window)
  }
  return window
}

const refusal = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  return new DomainError('rate_limited', { minutes: Math.ceil(seconds / 60), retryAfter: seconds })
}

/** Counts one event under `key`; throws 429 once the window's allowance is used up. */
export function hit(key: string, limit: Limit) {
  const now = Date.now()
  const window = windowOf(key, limit, now)
  window.count += 1
  if (window.count > limit.max) throw refusal(window.resetAt - now)
}

/** How long after the last event the next may come, once `count` events were let through. */
export const paceDelay = (limit: PacedLimit, count: number): number =>
  count < limit.free ? 0 : Math.min(limit.maxDelayMs, limit.firstDelayMs * 2 ** (count - limit.free))

/**
 * Counts one event under `key` like `hit`, but past the free ones each event must come a growing
 * delay after the one before: earlier, it is refused (429, the wait as Retry-After) and not
 * counted, so waiting is always enough to be let through again until the window's maximum.
 */
export function pace(key: string, limit: PacedLimit) {
  const now = Date.now()
  const window = windowOf(key, limit, now)
  if (window.count >= limit.max) throw refusal(window.resetAt - now)
  const readyAt = window.lastAt + paceDelay(limit, window.count)
  if (now < readyAt) throw refusal(readyAt - now)
  window.count += 1
  window.lastAt = now
}

/** Whether `key` has used up its allowance, without counting. */
export function isLimited(key: string, limit: Limit): boolean {
  const window = windows.get(key)
  return Boolean(window && window.resetAt > Date.now() && window.count >= limit.max)
}

/** Takes back one event counted under `key` (it turned out not to be one the limit is for). */
export function refund(key: string) {
  const window = windows.get(key)
  if (window && window.count > 0) window.count -= 1
}

/** Forgets a key (a successful password login clears its failures). */
export const clearLimit = (key: string) => void windows.delete(key)

/** For tests: forget everything. */
export const resetLimits = () => windows.clear()
