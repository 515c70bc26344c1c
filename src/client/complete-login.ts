import { safeNextPath } from '@/lib/safe-redirect'
import { mergeCart } from '@/client/merge-cart'
import { rememberLogin, takeRememberedPath } from '@/client/session'

/**
 * Partner hosts land on their own page after login (configuration: NEXT_PUBLIC_PARTNER_LANDINGS,
 * `host=/path` pairs separated by commas); everyone else returns to the remembered path.
 */
function partnerLanding(host: string): string | null {
  const pairs = (process.env.NEXT_PUBLIC_PARTNER_LANDINGS ?? '').split(',').map((p) => p.trim().split('='))
  const match = pairs.find(([h, path]) => h && path && h === host)
  return match ? safeNextPath(match[1], '/') : null
}

/**
 * Everything that follows a successful login in the web app; returns where to go next: a complete
 * public path (`/de/profile`), which the caller follows as it is, without adding a language prefix.
 * `fallback` is the account page in the page's language, for when nothing else is remembered.
 */
export async function completeLogin(expiresAt: number, next: string | null, fallback: string): Promise<string> {
  await signedInHere(expiresAt)
  const remembered = takeRememberedPath()
  return partnerLanding(window.location.host) ?? safeNextPath(next ?? remembered, fallback)
}

/** A login made on the page she is on (the checkout's): the session is kept and her cart joins the account's. */
export async function signedInHere(expiresAt: number): Promise<void> {
  rememberLogin(expiresAt)
  await mergeCart()
}
