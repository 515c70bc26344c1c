import { HOME_SLUG } from '@/content/pages'

const HOME_PATH = `/${HOME_SLUG}`

/** Names the server gives some public addresses before Next routes them. */
const INTERNAL_PATHS: Record<string, string> = {
  // The home page is the page-builder page "home", rendered and cached like every other page.
  '/': HOME_PATH,
  // The spec's GraphQL address; Payload answers at /api/graphql.
  '/graphql': '/api/graphql',
}

/**
 * Where a request for a page address goes: `/` and `/graphql` are served under their internal
 * names, and `/home`, the home page's internal name, sends the visitor to `/`. Kept here rather
 * than in Next's `rewrites`: with any rewrite configured, Next compiles each one's pattern again
 * on every request to a dynamic page, product pages included.
 */
export function siteAddress(url: string): { redirect: string } | { url: string } {
  const query = url.indexOf('?')
  const pathname = query < 0 ? url : url.slice(0, query)
  const search = query < 0 ? '' : url.slice(query)
  if (pathname === HOME_PATH) return { redirect: `/${search}` }
  const internal = INTERNAL_PATHS[pathname]
  return { url: internal ? internal + search : url }
}
