/** Host names that reach this machine itself: a local proxy in front of the site, or development. */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/

const hostnameOf = (host: string) => host.replace(/:\d+$/, '')

export type OneHostOptions = {
  /** The site's public address (SITE_URL). */
  siteUrl: string
  /** Hosts that serve the site on purpose besides SITE_URL's (the partner landings' hosts). */
  otherHosts: string[]
  /** Whether a proxy in front says which host the visitor asked for (X-Forwarded-Host). */
  trustProxy: boolean
}

/**
 * Where a page request on another host than SITE_URL's must go: the same path on SITE_URL's host,
 * so the session cookie is only ever set there, and a customer comes back from the payment page
 * (built on SITE_URL) to the host where their session is. Null when the request may stay: on
 * SITE_URL's host, on a partner host, or on this machine's own name (a local proxy passes its
 * upstream's host, and development browses both `localhost` and `127.0.0.1`).
 */
export function otherHostRedirect(
  headers: { host?: string; 'x-forwarded-host'?: string | string[] },
  url: string,
  options: OneHostOptions,
): string | null {
  const forwarded = options.trustProxy ? headers['x-forwarded-host'] : undefined
  const given = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0] ?? headers.host
  const host = given?.trim().toLowerCase()
  if (!host) return null
  const site = new URL(options.siteUrl)
  if (host === site.host.toLowerCase() || LOOPBACK.test(hostnameOf(host))) return null
  if (options.otherHosts.some((other) => other.toLowerCase() === hostnameOf(host))) return null
  return `${site.origin}${url.startsWith('/') ? url : `/${url}`}`
}

/** The partner hosts named in NEXT_PUBLIC_PARTNER_LANDINGS (`host=/path,…`). */
export const partnerHosts = (landings: string | undefined): string[] =>
  (landings ?? '')
    .split(',')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
