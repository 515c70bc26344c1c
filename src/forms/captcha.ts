import { createHmac } from 'node:crypto'

import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { afterCommit } from '@/lib/after-commit'
import type { Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { loadSecret } from '@/lib/secret'

/** How long a challenge may be answered. */
const CHALLENGE_SECONDS = 10 * 60
/**
 * The work asked of a browser: the answer is a counter between these (SHA-256 rounds), found by
 * trying each in turn, about half a second on a phone. A robot sending thousands pays for each.
 */
const COUNTER = { min: 20_000, max: 60_000 } as const

/** Keys of the captcha, derived from the site's secret so that nothing needs configuring. */
const keys = () => {
  const secret = loadSecret()
  const derive = (label: string) => createHmac('sha256', secret).update(`atelier-captcha:${label}`).digest('hex')
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') }
}

/** A new proof-of-work challenge (ALTCHA) for a form; the browser solves it with the same library. */
export async function newCaptchaChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(COUNTER.min, COUNTER.max),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    ...keys(),
  })
}

type Answer = { challenge: Challenge; solution: Solution }

/** The answer as the browser sends it: base64 of `{ challenge, solution }`. */
function decode(token: unknown): Answer | null {
  if (typeof token !== 'string' || token.length > 4000) return null
  try {
    const answer = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Answer
    return answer?.challenge?.parameters && answer.solution && typeof answer.challenge.signature === 'string'
      ? answer
      : null
  } catch {
    return null
  }
}

/** A captcha answer found good, not yet spent: what recording its use needs. */
export type CheckedCaptcha = { signature: string; expiresAt: Date }

/**
 * Checks a captcha answer: signed by this site, not expired, solved. Nothing is written: the
 * answer is spent by `spendCaptcha` in the transaction that stores what it was solved for, so a
 * submission refused on the way (a wrong answer, an address the database would not take) leaves
 * the visitor's captcha usable.
 */
export async function checkCaptcha(token: unknown): Promise<CheckedCaptcha> {
  if (token === undefined || token === null || token === '') throw new DomainError('captcha_required')
  const answer = decode(token)
  if (!answer) throw new DomainError('captcha_invalid')
  const result = await verifySolution({ challenge: answer.challenge, solution: answer.solution, deriveKey, ...keys() })
  if (!result.verified) throw new DomainError(result.expired ? 'captcha_expired' : 'captcha_invalid')
  const expiresAt = new Date(((answer.challenge.parameters.expiresAt ?? 0) as number) * 1000)
  return { signature: answer.challenge.signature as string, expiresAt }
}

/**
 * Records a checked answer's use in `db`'s transaction, where the submission is stored: it counts
 * once that commits, and not at all if it rolls back. Its signature is unique, so a second use of
 * one answer, however close in time, is refused (the second transaction waits for the first).
 */
export async function spendCaptcha(db: Db, captcha: CheckedCaptcha) {
  try {
    await db.payload.create({
      collection: 'captcha-uses',
      data: { signature: captcha.signature, expires_at: captcha.expiresAt.toISOString() },
      overrideAccess: true,
      req: db.req,
    })
  } catch {
    throw new DomainError('captcha_used')
  }
  // Answers past their challenge's time can no longer be replayed: they need not be kept. Cleared
  // after the commit, so parallel submissions never wait on each other's deletions.
  await afterCommit(db.req, async () => {
    await db.payload.delete({
      collection: 'captcha-uses',
      where: { expires_at: { less_than: new Date().toISOString() } },
      overrideAccess: true,
    })
  })
}
