import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'

import { DomainError } from '@/lib/domain-error'
import { getPayloadClient } from '@/lib/payload'

import { ACCESS_COOKIE } from '@/accounts/constants'
import { liveSessionClaims } from '@/accounts/sessions'

export type RequestUser = { id: number | string; email: string; sessionId: string }

/** The access token of a v1 request: the Authorization bearer header, else the web app's HttpOnly cookie. */
function accessTokenOf(c: Context): string | null {
  const header = c.req.header('authorization')
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    return match ? match[1] : ''
  }
  return getCookie(c, ACCESS_COOKIE) || null
}

/**
 * The signed-in user of a v1 request, or null when the request carries no token. A token that
 * is present but expired, forged or of an ended session is an error the client acts on
 * (401 TOKEN_EXPIRED: refresh and retry; 401 TOKEN_INVALID: log out).
 */
export async function requestUserOrThrow(c: Context): Promise<RequestUser | null> {
  const token = accessTokenOf(c)
  if (token === null) return null
  if (!token) throw new DomainError('token_invalid')
  const claims = await liveSessionClaims({ payload: await getPayloadClient() }, token)
  const id = /^\d+$/.test(claims.sub) ? Number(claims.sub) : claims.sub
  return { id, email: claims.email, sessionId: claims.sid }
}

/**
 * The signed-in user of a v1 request (bearer access token or the web app's session cookie), or
 * null for an anonymous visitor or an unusable token. For calls that work both ways (the cart).
 */
export async function requestUser(c: Context): Promise<{ id: number | string; email: string } | null> {
  try {
    const user = await requestUserOrThrow(c)
    return user ? { id: user.id, email: user.email } : null
  } catch (error) {
    if (error instanceof DomainError) return null
    throw error
  }
}

/**
 * The signed-in user, or 401: UNAUTHORIZED without a token, TOKEN_EXPIRED / TOKEN_INVALID for
 * a bad one (spec section 8), so the client knows whether to refresh or to log out.
 */
export async function requireUser(c: Context): Promise<RequestUser> {
  const user = await requestUserOrThrow(c)
  if (!user) throw new DomainError('sign_in_required')
  return user
}
