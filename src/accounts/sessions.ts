import { changedIds, inTransaction, sql, type Db } from '@/lib/database/sql'

import { DomainError } from '@/lib/domain-error'

import { signAccessToken, verifyAccessToken } from '@/accounts/access-token'
import { REFRESH_TOKEN_DAYS } from '@/accounts/constants'
import { randomToken, sameHash, sha256 } from '@/accounts/secrets'

export type SessionMethod = 'password' | 'code' | 'link' | 'oauth2' | 'token' | 'signup' | 'recovery'
export type Tokens = { access_token: string; refresh_token: string; expires_at: number }
type AccountUser = { id: number | string; email: string }

const invalid = () => new DomainError('session_ended')

/** A refresh token names its session: `<session id>.<random>`; only the hash of the random part's whole token is kept. */
const splitRefreshToken = (token: string) => {
  const match = /^(\d{1,12}|[0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token)
  return match ? { sessionId: match[1] } : null
}

/** Starts a session (a refresh-token family) bound to the client's fingerprint and returns its first tokens. */
export async function startSession(
  db: Db,
  user: AccountUser,
  fingerprint: string,
  method: SessionMethod,
): Promise<Tokens> {
  const { payload, req } = db
  const session = await payload.create({
    collection: 'account-sessions',
    data: {
      user: user.id as number,
      token_hash: sha256(randomToken()),
      fingerprint_hash: sha256(fingerprint),
      method,
      expires_at: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString(),
    },
    overrideAccess: true,
    req,
    depth: 0,
  })
  const refresh = `${session.id}.${randomToken()}`
  await changedIds(
    db,
    sql`UPDATE "account_sessions" SET "token_hash" = ${sha256(refresh)} WHERE "id" = ${session.id} RETURNING "id"`,
  )
  const access = await signAccessToken(user, session.id)
  return { access_token: access.token, refresh_token: refresh, expires_at: access.expiresAt }
}

/**
 * Rotates a refresh token: the presented token must be the session's current one and come with
 * the same fingerprint. The swap is one conditional UPDATE, so of two parallel uses only one
 * wins. A token that is not the current one (an old, reused or stolen copy) or a wrong
 * fingerprint revokes the whole session (RFC 9700 §4.14.2).
 */
export async function rotateSession(db: Db, refreshToken: string, fingerprint: string): Promise<Tokens> {
  const { payload, req } = db
  const parts = splitRefreshToken(refreshToken)
  if (!parts) throw invalid()
  const session = await payload
    .findByID({
      collection: 'account-sessions',
      id: parts.sessionId,
      depth: 1,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    .catch(() => null)
  if (!session || session.revoked_at) throw invalid()
  const presented = sha256(refreshToken)
  if (!sameHash(presented, session.token_hash) || !sameHash(sha256(fingerprint), session.fingerprint_hash)) {
    await revokeSession(db, session.id)
    throw invalid()
  }
  if (new Date(session.expires_at).getTime() < Date.now()) throw invalid()
  const user = typeof session.user === 'object' ? session.user : null
  if (!user) throw invalid()

  const next = `${session.id}.${randomToken()}`
  const changed = await changedIds(
    db,
    sql`UPDATE "account_sessions" SET "token_hash" = ${sha256(next)}, "last_used_at" = ${new Date().toISOString()}
        WHERE "id" = ${session.id} AND "token_hash" = ${presented} AND "revoked_at" IS NULL RETURNING "id"`,
  )
  if (changed.length === 0) {
    // Someone else used this token a moment ago: a copy is in other hands.
    await revokeSession(db, session.id)
    throw invalid()
  }
  const access = await signAccessToken(user, session.id)
  return { access_token: access.token, refresh_token: next, expires_at: access.expiresAt }
}

async function revokeSession(db: Db, sessionId: number | string) {
  await changedIds(
    db,
    sql`UPDATE "account_sessions" SET "revoked_at" = ${new Date().toISOString()} WHERE "id" = ${sessionId} AND "revoked_at" IS NULL RETURNING "id"`,
  )
}

/** Ends every session of a user, except one (the session that changed the password). */
export async function revokeUserSessions(db: Db, userId: number | string, except?: number | string) {
  const others = except === undefined ? sql`` : sql` AND "id" <> ${except}`
  await changedIds(
    db,
    sql`UPDATE "account_sessions" SET "revoked_at" = ${new Date().toISOString()} WHERE "user_id" = ${userId} AND "revoked_at" IS NULL${others} RETURNING "id"`,
  )
}

/**
 * The claims of an access token whose session is still live: signature, expiry and session
 * checked, as every door that reads a session (the v1 API, an order's page) must. A token that is
 * forged or expired, or of an ended session, is a DomainError.
 */
export async function liveSessionClaims(db: Db, token: string) {
  const claims = await verifyAccessToken(token)
  if (!(await isSessionLive(db, claims.sid, claims.sub))) throw new DomainError('session_ended')
  return claims
}

/** Whether a session is still live (not revoked, not past its refresh lifetime) for this user. */
export async function isSessionLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const { payload, req } = db
  if (!/^\d{1,12}$|^[0-9a-f-]{36}$/.test(sessionId)) return false
  const session = await payload
    .findByID({
      collection: 'account-sessions',
      id: sessionId,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
      select: { user: true, revoked_at: true, expires_at: true },
    })
    .catch(() => null)
  if (!session || session.revoked_at) return false
  if (new Date(session.expires_at).getTime() < Date.now()) return false
  return String(session.user) === userId
}

/**
 * Logout: ends the session of the access token, and the one the refresh token names when it is
 * that session's current token (a cookie left from an earlier login ends too).
 */
export async function endSessions(
  db: Db,
  { sessionId, refreshToken }: { sessionId?: string | null; refreshToken?: string | null },
) {
  const { payload, req } = db
  if (sessionId) await revokeSession(db, sessionId)
  const parts = refreshToken ? splitRefreshToken(refreshToken) : null
  if (!refreshToken || !parts) return
  const session = await payload
    .findByID({
      collection: 'account-sessions',
      id: parts.sessionId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    .catch(() => null)
  if (session && sameHash(sha256(refreshToken), session.token_hash)) await revokeSession(db, session.id)
}

/**
 * The token-login landing: tokens handed over in an address end here, and this client gets a
 * session of its own for the same user (both in one transaction).
 */
export async function adoptHandedOverSession(
  db: Db,
  accessToken: string,
  refreshToken: string,
  fingerprint: string,
): Promise<Tokens> {
  const claims = await verifyAccessToken(accessToken)
  return inTransaction(db, async (tx) => {
    if (!refreshToken.startsWith(`${claims.sid}.`) || !(await isSessionLive(tx, claims.sid, claims.sub)))
      throw invalid()
    const session = await tx.payload.findByID({
      collection: 'account-sessions',
      id: claims.sid,
      depth: 1,
      overrideAccess: true,
      req: tx.req,
    })
    if (!sameHash(sha256(refreshToken), session.token_hash)) throw invalid()
    await revokeSession(tx, session.id)
    return startSession(tx, session.user as AccountUser, fingerprint, 'token')
  })
}
