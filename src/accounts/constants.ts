/** Limits of accounts and sessions (spec sections 4 and 9, and the security rules). */
export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_DAYS = 30
export const CODE_MINUTES = 15
export const CODE_TRIES = 5
export const FINGERPRINT_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

/** The web app's cookies: HttpOnly, SameSite=Lax, Secure over https. */
export const ACCESS_COOKIE = 'atelier_at'
export const REFRESH_COOKIE = 'atelier_rt'
export const OAUTH_COOKIE = 'atelier_oauth'

/** Header the web app sends so that tokens go into cookies instead of the response body. */
export const COOKIE_MODE_HEADER = 'x-atelier-session'
