/**
 * The remembered path after login: only a path of this site (`/…`), never `//host`, `/\host`,
 * a scheme or control characters, so a link cannot send someone elsewhere after they log in.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/my-account'): string {
  if (!value || value.length > 2000) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback
  try {
    const url = new URL(value, 'http://atelier.invalid')
    if (url.origin !== 'http://atelier.invalid') return fallback
    if (/^\/(login|logout|signup|forgotpassword|auth)(\/|$)/.test(url.pathname)) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}

/** Routes that need a sign-in; anonymous visitors go to /login with the path remembered. */
const signInRequiredPaths = ['/profile', '/my-account', '/checkout']

export const requiresSignIn = (pathname: string) =>
  signInRequiredPaths.some((p) => pathname === p || pathname.startsWith(`${p}/`))

export const loginPathFor = (path: string) => `/login?${new URLSearchParams({ next: safeNextPath(path, '/') })}`
