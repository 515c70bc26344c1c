import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { parse, serialize, type CookieOptions } from 'hono/utils/cookie'

import { env } from '@/lib/env'

import { DEVICE_COOKIE, DEVICE_DAYS, markDevice } from '@/accounts/trusted-device'
import { cameOverHttps } from '@/api/strict-transport'
import { isSecureRequest } from '@/api/v1/session-cookies'

// Strict: only the site's own pages ever send it, which is all a password door needs.
const options = (secure: boolean): CookieOptions => ({
  httpOnly: true,
  secure,
  sameSite: 'Strict',
  path: '/',
  maxAge: DEVICE_DAYS * 86_400,
})

/** The device cookie of a v1 request (see `trusted-device.ts`). */
export const deviceCookieOf = (c: Context): string | null => getCookie(c, DEVICE_COOKIE) ?? null

/** Marks the browser of a v1 request as one that signed in to `email`. */
export function rememberDevice(c: Context, email: string) {
  setCookie(c, DEVICE_COOKIE, markDevice(deviceCookieOf(c), email), options(isSecureRequest(c)))
}

/** The device cookie of a request to one of Payload's doors. */
export const rawDeviceCookieOf = (req: IncomingMessage): string | null =>
  parse(req.headers.cookie ?? '', DEVICE_COOKIE)[DEVICE_COOKIE] ?? null

/** The Set-Cookie that marks the browser of a request to one of Payload's doors. */
export const rawDeviceCookieHeader = (req: IncomingMessage, email: string): string =>
  serialize(DEVICE_COOKIE, markDevice(rawDeviceCookieOf(req), email), options(env.cookieSecure || cameOverHttps(req)))
