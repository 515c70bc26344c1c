import { changedIds, sql, valueList, type Db } from '@/lib/database/sql'

import { DomainError } from '@/lib/domain-error'
import type { LoginCode } from '@/payload-types'

import { CODE_MINUTES, CODE_TRIES } from '@/accounts/constants'
import { keyedHash, randomCode, randomToken, sameHash, sha256 } from '@/accounts/secrets'

export type CodePurpose = 'login' | 'register' | 'recover'

/**
 * Each e-mail carries two secrets for one single-use grant: a 6-digit code to type (5 tries) and
 * a 256-bit link token (too long to guess, so no try limit). Someone burning the code's tries
 * cannot lock the owner out: the link in the owner's mail still works. Earlier codes stay valid
 * until they expire, so mails an attacker makes us send still let the owner in.
 */
export async function issueCode(db: Db, email: string, purpose: CodePurpose, data?: Record<string, unknown>) {
  const { payload, req } = db
  pruneExpired(payload)
  const code = randomCode()
  const token = randomToken()
  await payload.create({
    collection: 'login-codes',
    data: {
      email,
      purpose,
      code_hash: keyedHash(`${purpose}:${email}:${code}`),
      token_hash: sha256(token),
      attempts: 0,
      expires_at: new Date(Date.now() + CODE_MINUTES * 60_000).toISOString(),
      data: data ?? null,
    },
    overrideAccess: true,
    req,
    depth: 0,
  })
  return { code, token }
}

let lastPrune = 0

/** Grants a day past their expiry are deleted, at most once an hour, without holding up the caller. */
function pruneExpired(payload: Db['payload']) {
  if (Date.now() - lastPrune < 3_600_000) return
  lastPrune = Date.now()
  const cutoff = new Date(Date.now() - 86_400_000).toISOString()
  payload
    .delete({ collection: 'login-codes', where: { expires_at: { less_than: cutoff } }, overrideAccess: true })
    .catch(() => undefined)
}

const wrongCode = () => new DomainError('code_invalid')

/** The 6-digit code or the link token, checked and used up; returns the grant it belonged to. */
export async function consumeCode(db: Db, email: string, secret: string, purposes: CodePurpose[]): Promise<LoginCode> {
  const { payload, req } = db
  const now = new Date().toISOString()
  const isShortCode = /^\d{6}$/.test(secret)
  let candidates: (number | string)[]
  if (isShortCode) {
    // Reserve one try on every live code of this address first, in one statement: parallel
    // guesses cannot get more than CODE_TRIES each.
    candidates = await changedIds(
      db,
      sql`UPDATE "login_codes" SET "attempts" = "attempts" + 1
          WHERE "email" = ${email} AND "purpose" IN (${valueList(purposes)})
          AND "used_at" IS NULL AND "expires_at" > ${now} AND "attempts" < ${CODE_TRIES} RETURNING "id"`,
    )
  } else if (/^[A-Za-z0-9_-]{43}$/.test(secret)) {
    const { docs } = await payload.find({
      collection: 'login-codes',
      where: { and: [{ token_hash: { equals: sha256(secret) } }, { email: { equals: email } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    candidates = docs.map((d) => d.id)
  } else {
    throw wrongCode()
  }
  if (candidates.length === 0) throw wrongCode()

  const { docs } = await payload.find({
    collection: 'login-codes',
    where: { id: { in: candidates } },
    depth: 0,
    limit: candidates.length,
    overrideAccess: true,
    req,
  })
  const match = docs.find(
    (doc) =>
      purposes.includes(doc.purpose) &&
      !doc.used_at &&
      new Date(doc.expires_at).getTime() > Date.now() &&
      (isShortCode ? sameHash(keyedHash(`${doc.purpose}:${email}:${secret}`), doc.code_hash) : true),
  )
  if (!match) throw wrongCode()
  const claimed = await changedIds(
    db,
    sql`UPDATE "login_codes" SET "used_at" = ${now} WHERE "id" = ${match.id} AND "used_at" IS NULL RETURNING "id"`,
  )
  if (claimed.length === 0) throw wrongCode()
  return match
}
