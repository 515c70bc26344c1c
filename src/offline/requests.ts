import { localizedPath, splitLocale } from '@/i18n/localized-path'

/**
 * The pages rendered for one visitor (the proxy's list, `src/proxy.ts`): the cart, checkout,
 * payment, account, sign-in, search and the studio's previews. The offline worker never keeps
 * them, and offline they answer with the offline page, which says they need a connection.
 */
export const PER_VISITOR_PAGES = [
  'login',
  'signup',
  'forgotpassword',
  'logout',
  'auth',
  'cart',
  'search',
  'profile',
  'my-account',
  'checkout',
  'pay',
  'invoice',
  'show-invoice',
  'print-tickets',
  'preview',
] as const

/**
 * What the offline worker does with a request:
 * - `page`: a page every visitor sees alike, from the network, kept for reading offline;
 * - `visitor-page`: a page of the visitor's own, from the network only;
 * - `static`: Next's versioned scripts, styles and fonts, kept as they never change;
 * - `picture`: an image rendition, addressed by its content's hash, kept likewise;
 * - `network`: everything else (the API, sound files, the back-office, Next's data requests),
 *   left to the browser as if there were no worker.
 */
export type RequestKind = 'page' | 'visitor-page' | 'static' | 'picture' | 'network'

/** Addresses that are neither pages nor kept files, whatever follows them. */
const NEVER_KEPT = /^\/(api|admin|internal|assets\/audio|assets\/studio-icon)(\/|$)|^\/sw\.js$|\.(xml|txt|json)$/

/**
 * `rsc` is true for Next's own page-data requests (its `RSC` header or `_rsc` parameter): their
 * answers are part of a client navigation, not a page, and offline the router falls back to
 * loading the page, which the worker answers.
 */
export function requestKind(url: URL, { sameOrigin, rsc }: { sameOrigin: boolean; rsc: boolean }): RequestKind {
  if (!sameOrigin) return 'network'
  const { pathname } = url
  if (pathname.startsWith('/_next/static/')) return 'static'
  if (pathname.startsWith('/assets/i/')) return 'picture'
  if (rsc || url.searchParams.has('_rsc') || pathname.startsWith('/_next/') || NEVER_KEPT.test(pathname))
    return 'network'
  const section = splitLocale(pathname).path.split('/', 2)[1]
  return (PER_VISITOR_PAGES as readonly string[]).includes(section) ? 'visitor-page' : 'page'
}

/** The offline page in the language of the page asked for (`/de/shop` → `/de/offline`). */
export const offlinePathFor = (pathname: string): string => localizedPath(splitLocale(pathname).locale, '/offline')

/** Whether the page asked for is one that needs a connection (the offline page says so). */
export const needsConnection = (pathname: string): boolean =>
  requestKind(new URL(pathname, 'http://site'), { sameOrigin: true, rsc: false }) === 'visitor-page'

/** The versioned files a page's HTML refers to: what the offline page needs to show as it should. */
export function staticFilesOf(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/["'(](\/_next\/static\/[^"'()\s?#]+)/g), (match) => match[1]))]
}
