import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

/**
 * The public address of a site path in a language: English stays where it is (`/shop`), every
 * other language lives under its prefix (`/de/shop`, `/ar` for the home page).
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The public address of a path as Next routes it (`/en/shop` → `/shop`, `/de/shop` as it is). */
export const publicPathOf = (internalPath: string): string =>
  internalPath === `/${DEFAULT_LOCALE}` || internalPath.startsWith(`/${DEFAULT_LOCALE}/`)
    ? internalPath.slice(DEFAULT_LOCALE.length + 1) || '/'
    : internalPath

/** The language a public path is in and the path without its prefix (`/de/shop` → de, `/shop`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const end = pathname.indexOf('/', 1)
  const first = end < 0 ? pathname.slice(1) : pathname.slice(1, end)
  if (first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, path: end < 0 ? '/' : pathname.slice(end) }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}
