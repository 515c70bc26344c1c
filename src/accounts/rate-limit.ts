import { DomainError } from '@/lib/domain-error'
import { env } from '@/lib/env'
import { answerWithin } from '@/lib/redis'

import type { Limit, LimitStore, PacedLimit } from '@/accounts/limit-stores/store'
import { memoryStore } from '@/accounts/limit-stores/memory'
import { redisStore } from '@/accounts/limit-stores/redis'

/**
 * Fixed-window counters: `key → { count, window end }`. Keys name the call and what is limited
 * (`send:addr:<email>`, `send:ip:<ip>`, `password:addr:<email>` …). Kept in this process
 * (src/accounts/limit-stores/memory.ts), where a restart forgets the counts, which only ever lets
 * someone in sooner; or, with `REDIS_URL`, in Redis (limit-stores/redis.ts), so that several
 * instances count together. Every limit here guards a secret, a mail or a payment page: when
 * Redis does not answer, the call is refused (503) rather than let through uncounted.
 */

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

/** Where the counts are kept: Redis when the site is set up with it, else this process. */
const store = (): LimitStore => (env.redisUrl ? redisStore(env.redisUrl) : memoryStore)

/** How long a count may take before the call is refused as unchecked (Redis not answering). */
const COUNT_TIMEOUT_MS = 2_000

const refusal = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  return new DomainError('rate_limited', { minutes: Math.ceil(seconds / 60), retryAfter: seconds })
}

async function counted<T>(work: (store: LimitStore) => Promise<T>): Promise<T> {
  try {
    return await answerWithin(work(store()), COUNT_TIMEOUT_MS)
  } catch (error) {
    if (error instanceof DomainError) throw error
    throw new DomainError('limits_unavailable')
  }
}

/** Counts one event under `key`; throws 429 once the window's allowance is used up. */
export async function hit(key: string, limit: Limit): Promise<void> {
  const wait = await counted((s) => s.hit(key, limit))
  if (wait > 0) throw refusal(wait)
}

/**
 * Counts one event under `key` like `hit`, but past the free ones each event must come a growing
 * delay after the one before: earlier, it is refused (429, the wait as Retry-After) and not
 * counted, so waiting is always enough to be let through again until the window's maximum.
 */
export async function pace(key: string, limit: PacedLimit): Promise<void> {
  const wait = await counted((s) => s.pace(key, limit))
  if (wait > 0) throw refusal(wait)
}

/** Whether `key` has used up its allowance, without counting. */
export const isLimited = (key: string, limit: Limit): Promise<boolean> => counted((s) => s.isLimited(key, limit))

/** Takes back one event counted under `key` (it turned out not to be one the limit is for). */
export const refund = (key: string): Promise<void> => counted((s) => s.refund(key))

/** Forgets a key (a successful password login clears its failures). */
export const clearLimit = (key: string): Promise<void> => counted((s) => s.clear(key))

/** For tests: forget everything this process counted. */
export const resetLimits = () => memoryStore.reset()
