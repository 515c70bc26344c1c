import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import { env } from '@/lib/env'
import { forwardedHttps } from '@/lib/trusted-proxies'

import { peerAddress } from '@/api/v1/client-ip'

import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_SECONDS,
  COOKIE_MODE_HEADER,
  REFRESH_COOKIE,
  REFRESH_TOKEN_DAYS,
} from '@/accounts/constants'
import type { Tokens } from '@/accounts/sessions'

/** Secure cookies whenever the request came over https (said by a trusted proxy, or COOKIE_SECURE=1). */
export function isSecureRequest(c: Context): boolean {
  if (env.cookieSecure) return true
  if (forwardedHttps(env.trustProxy, peerAddress(c), c.req.header('x-forwarded-proto'))) return true
  return new URL(c.req.url).protocol === 'https:'
}

/** The web app asks for cookies instead of tokens in the body (its scripts never see the tokens). */
export const wantsCookies = (c: Context) => c.req.header(COOKIE_MODE_HEADER) === 'cookie'

/** Both cookies travel with every request, so the server can see who is signed in before a page renders. */
const REFRESH_PATH = '/'

function setSessionCookies(c: Context, tokens: Tokens) {
  const secure = isSecureRequest(c)
  setCookie(c, ACCESS_COOKIE, tokens.access_token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: ACCESS_TOKEN_SECONDS,
  })
  setCookie(c, REFRESH_COOKIE, tokens.refresh_token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: REFRESH_PATH,
    maxAge: REFRESH_TOKEN_DAYS * 86_400,
  })
}

export function clearSessionCookies(c: Context) {
  const secure = isSecureRequest(c)
  deleteCookie(c, ACCESS_COOKIE, { path: '/', secure })
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH, secure })
}

export const refreshCookie = (c: Context) => getCookie(c, REFRESH_COOKIE) || null

/**
 * What a login answers: the tokens (API clients), or for the web app cookies and only the
 * access token's expiry, which its refresh timer needs.
 */
export function tokenResponse(c: Context, tokens: Tokens) {
  if (wantsCookies(c)) {
    setSessionCookies(c, tokens)
    return { success: true as const, expires_at: tokens.expires_at }
  }
  return {
    success: true as const,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_at: tokens.expires_at,
  }
}
