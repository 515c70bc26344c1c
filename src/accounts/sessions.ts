import type { Payload } from 'payload'

import { AppError } from '@/api/v1/errors'

import { signAccessToken } from './access-token'
import { updateWhere } from './conditional-update'
import { REFRESH_TOKEN_DAYS } from './constants'
import { randomToken, sameHash, sha256 } from './secrets'

export type SessionMethod = 'password' | 'code' | 'link' | 'oauth2' | 'token' | 'signup' | 'recovery'
export type Tokens = { access_token: string; refresh_token: string; expires_at: number }
type AccountUser = { id: number | string; email: string }

const invalid = () => new AppError(401, 'TOKEN_INVALID', 'The session has ended. Please log in again.')

/** A refresh token names its session: `<session id>.<random>`; only the hash of the random part's whole token is kept. */
const splitRefreshToken = (token: string) => {
  const match = /^(\d{1,12}|[0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token)
  return match ? { sessionId: match[1] } : null
}

/** Starts a session (a refresh-token family) bound to the client's fingerprint and returns its first tokens. */
export async function startSession(payload: Payload, user: AccountUser, fingerprint: string, method: SessionMethod): Promise<Tokens> {
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
    depth: 0,
  })
  const refresh = `${session.id}.${randomToken()}`
  await updateWhere(payload, 'UPDATE "account_sessions" SET "token_hash" = ? WHERE "id" = ? RETURNING "id"', [sha256(refresh), session.id])
  const access = await signAccessToken(user, session.id)
  return { access_token: access.token, refresh_token: refresh, expires_at: access.expiresAt }
}

/**
 * Rotates a refresh token: the presented token must be the session's current one and come with
 * the same fingerprint. The swap is one conditional UPDATE, so of two parallel uses only one
 * wins. A token that is not the current one (an old, reused or stolen copy) or a wrong
 * fingerprint revokes the whole session (RFC 9700 §4.14.2).
 */
export async function rotateSession(payload: Payload, refreshToken: string, fingerprint: string): Promise<Tokens> {
  const parts = splitRefreshToken(refreshToken)
  if (!parts) throw invalid()
  const session = await payload
    .findByID({ collection: 'account-sessions', id: parts.sessionId, depth: 1, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!session || session.revoked_at) throw invalid()
  const presented = sha256(refreshToken)
  if (!sameHash(presented, session.token_hash) || !sameHash(sha256(fingerprint), session.fingerprint_hash)) {
    await revokeSession(payload, session.id)
    throw invalid()
  }
  if (new Date(session.expires_at).getTime() < Date.now()) throw invalid()
  const user = typeof session.user === 'object' ? session.user : null
  if (!user) throw invalid()

  const next = `${session.id}.${randomToken()}`
  const changed = await updateWhere(
    payload,
    'UPDATE "account_sessions" SET "token_hash" = ?, "last_used_at" = ? WHERE "id" = ? AND "token_hash" = ? AND "revoked_at" IS NULL RETURNING "id"',
    [sha256(next), new Date().toISOString(), session.id, presented],
  )
  if (changed.length === 0) {
    // Someone else used this token a moment ago: a copy is in other hands.
    await revokeSession(payload, session.id)
    throw invalid()
  }
  const access = await signAccessToken(user, session.id)
  return { access_token: access.token, refresh_token: next, expires_at: access.expiresAt }
}

export async function revokeSession(payload: Payload, sessionId: number | string) {
  await updateWhere(payload, 'UPDATE "account_sessions" SET "revoked_at" = ? WHERE "id" = ? AND "revoked_at" IS NULL RETURNING "id"', [
    new Date().toISOString(),
    sessionId,
  ])
}

/** Ends every session of a user, except one (the session that changed the password). */
export async function revokeUserSessions(payload: Payload, userId: number | string, except?: number | string) {
  await updateWhere(
    payload,
    `UPDATE "account_sessions" SET "revoked_at" = ? WHERE "user_id" = ? AND "revoked_at" IS NULL${except === undefined ? '' : ' AND "id" <> ?'} RETURNING "id"`,
    except === undefined ? [new Date().toISOString(), userId] : [new Date().toISOString(), userId, except],
  )
}

/** Whether a session is still live (not revoked, not past its refresh lifetime) for this user. */
export async function isSessionLive(payload: Payload, sessionId: string, userId: string): Promise<boolean> {
  if (!/^\d{1,12}$|^[0-9a-f-]{36}$/.test(sessionId)) return false
  const session = await payload
    .findByID({ collection: 'account-sessions', id: sessionId, depth: 0, overrideAccess: true, disableErrors: true, select: { user: true, revoked_at: true, expires_at: true } })
    .catch(() => null)
  if (!session || session.revoked_at) return false
  if (new Date(session.expires_at).getTime() < Date.now()) return false
  return String(session.user) === userId
}
