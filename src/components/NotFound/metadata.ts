import type { Metadata, ResolvingMetadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { DEFAULT_LOCALE, LOCALES, OG_LOCALES } from '@/i18n/locales'

/**
 * The not-found screens' title in the page's language. A not-found screen has no route parameters,
 * and reading the request would make the cached pages dynamic, so the language is taken from the
 * layout's resolved metadata (its `og:locale`), and the catalogue is asked for it by name.
 */
export async function notFoundMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  const ogLocale = (await parent).openGraph?.locale
  const locale = LOCALES.find((candidate) => OG_LOCALES[candidate] === ogLocale) ?? DEFAULT_LOCALE
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title') }
}
