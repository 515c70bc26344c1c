import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath, splitLocale } from '@/i18n/localized-path'
import { asksForView, viewFromQuery, viewSegment } from '@/lib/shop-view'

/** The slug of the page shown at `/`. */
export const HOME_SLUG = 'home'

const HOME_PATH = `/${HOME_SLUG}`

// Addresses that are not pages of the site: Payload, Next's own files, the server's internals.
const NOT_A_PAGE = /^\/(?:_|api(?:\/|$)|admin(?:\/|$)|internal(?:\/|$)|cms(?:\/|$)|assets(?:\/|$))/
// A file (robots.txt, sitemap.xml, favicon.ico): page and product slugs hold no dot.
const FILE = /\.[^/]*$/

/**
 * Where a request for a public address goes. Pages are routed by language: English at its own
 * address (`/shop` is served as `/en/shop`), every other language under its prefix, which Next
 * routes as it is (`/de/shop`). The home page is the page-builder page "home" (`/` and `/de` are
 * served as `/en/home` and `/de/home`); its internal name and an `/en` prefix send the visitor to
 * the one public address (`/home` → `/`, `/de/home` → `/de`, `/en/shop` → `/shop`, and without a
 * trailing slash, which Next would otherwise drop in a redirect to the internal address). A visitor who
 * chose a language in the picker and comes back to `/` is sent to that language's home page.
 * `/graphql` is the spec's GraphQL address, served by Payload. Kept here rather than in Next's
 * `rewrites`: with any rewrite configured, Next compiles each one's pattern again on every
 * request to a dynamic page, product pages included.
 */
export function siteAddress(
  url: string,
  chosenLocale?: string,
): { redirect: string; temporary?: true } | { url: string } {
  const query = url.indexOf('?')
  const pathname = query < 0 ? url : url.slice(0, query)
  const search = query < 0 ? '' : url.slice(query)
  if (pathname === '/graphql') return { url: `/api/graphql${search}` }
  if (NOT_A_PAGE.test(pathname) || FILE.test(pathname)) return { url }
  if (pathname === '/' && chosenLocale !== DEFAULT_LOCALE && isLocale(chosenLocale)) {
    return { redirect: localizedPath(chosenLocale, '/') + search, temporary: true }
  }
  if (pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`)) {
    return { redirect: publicPath(DEFAULT_LOCALE, pathname.slice(DEFAULT_LOCALE.length + 1) || '/') + search }
  }
  const { locale, path } = splitLocale(pathname)
  if (path === HOME_PATH || (pathname.length > 1 && pathname.endsWith('/'))) {
    return { redirect: publicPath(locale, path) + search }
  }
  return { url: `/${locale}${path === '/' ? HOME_PATH : shopViewPath(path, search)}${search}` }
}

const CATEGORY = /^\/shop\/([a-z0-9-]{1,120})(?:\/([1-9][0-9]{0,3}))?$/

/**
 * A category asked for in a view of its own (`/shop/prints?sort=price-asc`) is routed as a path
 * of its own (`/shop/prints/1/sort.price-asc`), so that Next caches each view as a page; the
 * address the visitor sees keeps the query (src/lib/shop-view.ts).
 */
function shopViewPath(path: string, search: string): string {
  const category = CATEGORY.exec(path)
  if (!category || !search) return path
  const query = new URLSearchParams(search)
  if (!asksForView(query)) return path
  const segment = viewSegment(viewFromQuery(query))
  return segment ? `/shop/${category[1]}/${category[2] ?? '1'}/${segment}` : path
}

/** The one public address of a path in a language: no home page name, no trailing slash. */
function publicPath(locale: Locale, path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path
  return localizedPath(locale, trimmed === HOME_PATH ? '/' : trimmed)
}
