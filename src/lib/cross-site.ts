export type HeaderReader = (name: string) => string | undefined

/**
 * Whether the browser says another site made this request: `Sec-Fetch-Site: cross-site`, or, from
 * a browser too old to send it, an `Origin` whose host is not the one asked. A request typed into
 * the address bar (`none`), from this site or a sibling subdomain (`same-site`), or from a client
 * that is not a browser (no such headers) is not.
 */
export function isCrossSite(header: HeaderReader): boolean {
  const site = header('sec-fetch-site')?.toLowerCase()
  if (site) return site === 'cross-site'
  const origin = header('origin')
  if (!origin || origin === 'null') return false
  const host = header('x-forwarded-host') ?? header('host')
  return !URL.canParse(origin) || new URL(origin).host !== host
}
