import { siteUrl } from '@/lib/env'

/**
 * The path of a page of this site that a payment returns to, from the address the browser sent
 * (the spec's `url`, decoded). Another site's address, or none, gives the fallback: a payment
 * page must never send a customer elsewhere.
 */
export function returnPath(page: string, fallback: string): string {
  if (!page) return fallback
  try {
    const url = new URL(page, siteUrl)
    if (url.origin !== new URL(siteUrl).origin || !url.pathname.startsWith('/')) return fallback
    return url.pathname
  } catch {
    return fallback
  }
}
