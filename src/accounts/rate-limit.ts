import { DomainError } from '@/lib/domain-error'

/**
 * Fixed-window counters kept in this process: `key → { count, window end }`. Keys name the call
 * and what is limited (`send:addr:<email>`, `send:ip:<ip>`, `password:addr:<email>` …). Entries
 * are dropped when their window has passed. One process serves the site, so one store is enough;
 * a restart forgets the counts, which only ever lets someone in sooner.
 */
type Window = { count: number; resetAt: number }
const windows = new Map<string, Window>()
let lastSweep = Date.now()

export type Limit = { max: number; windowMs: number }

export const limits = {
  /** e-mails sent to one address (login links, sign-up links, recovery codes) */
  sendPerAddress: { max: 5, windowMs: 15 * 60_000 },
  /** e-mails asked for from one IP address */
  sendPerIp: { max: 20, windowMs: 60 * 60_000 },
  /** wrong passwords for one address (the e-mail login is never counted here) */
  passwordPerAddress: { max: 10, windowMs: 15 * 60_000 },
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
} satisfies Record<string, Limit>

function sweep(now: number) {
  if (now - lastSweep < 60_000) return
  lastSweep = now
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
}

/** Counts one event under `key`; throws 429 once the window's allowance is used up. */
export function hit(key: string, limit: Limit) {
  const now = Date.now()
  sweep(now)
  let window = windows.get(key)
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + limit.windowMs }
    windows.set(key, window)
  }
  window.count += 1
  if (window.count > limit.max) {
    const seconds = Math.ceil((window.resetAt - now) / 1000)
    throw new DomainError('rate_limited', { minutes: Math.ceil(seconds / 60), retryAfter: seconds })
  }
}

/** Whether `key` has used up its allowance, without counting. */
export function isLimited(key: string, limit: Limit): boolean {
  const window = windows.get(key)
  return Boolean(window && window.resetAt > Date.now() && window.count >= limit.max)
}

/** Forgets a key (a successful password login clears its failures). */
export const clearLimit = (key: string) => void windows.delete(key)

/** For tests: forget everything. */
export const resetLimits = () => windows.clear()
