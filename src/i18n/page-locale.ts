import { hasLocale } from 'next-intl'
import { getLocale, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales'

/** The language of the page being rendered (for a part of it that is not handed the page's `locale`). */
export async function renderedLocale(): Promise<Locale> {
  const locale = await getLocale()
  return hasLocale(LOCALES, locale) ? locale : DEFAULT_LOCALE
}

/**
 * The language of a page, from its `[locale]` segment, made the language of everything rendered
 * for it. Every layout and page calls it first: next-intl then renders without reading the request,
 * so pages stay cacheable. A segment that is no language is not found.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!hasLocale(LOCALES, locale)) notFound()
  setRequestLocale(locale)
  return locale
}
