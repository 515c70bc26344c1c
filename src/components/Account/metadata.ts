import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'

/** The parameters of every page under `[locale]`. */
export type LocaleParams = { params: Promise<{ locale: string }> }

/** An account page's metadata: its title in the page's language; account pages are not indexed. */
export async function accountMetadata(
  params: LocaleParams['params'],
  title: keyof Messages['account']['titles'],
  extra: Metadata = {},
): Promise<Metadata> {
  const { locale } = await params
  const robots = { index: false }
  // The page itself answers a segment that is no language with not-found.
  if (!isLocale(locale)) return { robots, ...extra }
  const t = await getTranslations({ locale, namespace: 'account' })
  return { title: t(`titles.${title}`), robots, ...extra }
}
