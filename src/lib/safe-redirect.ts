import { localizedPath, splitLocale } from '@/i18n/localized-path'

/** Stands in for the site's origin: relative paths resolve against any origin the same way. */
const SITE = 'http://atelier.invalid'

// Browsers drop tabs and line breaks from addresses and read `\` as `/`, so none may pass.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/
// A decoded `//`, `./` or `../` would be read as another host or another place if anything
// (a proxy, a framework's redirect) decoded the path once more.
const AMBIGUOUS_PATH = /\/\/|(^|\/)\.{1,2}(\/|$)/

/** The pathname as it reads after each round of percent-decoding, down to its plain form. */
function decodings(pathname: string): string[] {
  const forms = [pathname]
  for (let i = 0; i < 4; i++) {
    let next: string
    try {
      next = decodeURIComponent(forms[forms.length - 1])
    } catch {
      // A literal `%` left after a round: nothing further can be decoded from it.
      break
    }
    if (next === forms[forms.length - 1]) break
    forms.push(next)
  }
  return forms
}

// Logging in again, or out, is never where a login should lead (in any language).
const AUTH_ROUTE = /^\/(login|logout|signup|forgotpassword|auth)(\/|$)/

const acceptablePath = (pathname: string) =>
  decodings(pathname).every(
    (form) =>
      !CONTROL_OR_BACKSLASH.test(form) && !AMBIGUOUS_PATH.test(form) && !AUTH_ROUTE.test(splitLocale(form).path),
  )

/**
 * The remembered path after login: only a path of this site (`/…`), so a link cannot send someone
 * elsewhere after they log in. The value is checked after the browser's own normalisation (it is
 * resolved against the site's origin, which turns `/.//host` or `/%2e//host` into `//host`), and
 * no round of percent-decoding may turn it into another host, a dot segment, a backslash or a
 * control character (`/%5Chost`, `/%2F%2Fhost`, `/%09/host`), whatever decodes it later.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/my-account'): string {
  if (!value || value.length > 2000) return fallback
  if (!value.startsWith('/') || CONTROL_OR_BACKSLASH.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, SITE)
  } catch {
    return fallback
  }
  if (url.origin !== SITE || !acceptablePath(url.pathname)) return fallback
  const path = url.pathname + url.search + url.hash
  return new URL(path, SITE).origin === SITE ? path : fallback
}

/**
 * Routes that need a sign-in (in every language); anonymous visitors go to /login with the path
 * remembered. The checkout needs one too, but asks for it itself, in the page, by e-mail code.
 */
const signInRequiredPaths = ['/profile', '/my-account', '/checkout/complete']

export const requiresSignIn = (publicPath: string) => {
  const { path } = splitLocale(publicPath)
  return signInRequiredPaths.some((p) => path === p || path.startsWith(`${p}/`))
}

/** The login page in the language of the path to come back to, with that path remembered. */
export const loginPathFor = (path: string) =>
  `${localizedPath(splitLocale(path).locale, '/login')}?${new URLSearchParams({ next: safeNextPath(path, '/') })}`
