import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'

/** A checkout page's metadata: its title in the page's language; never indexed. */
export async function checkoutMetadata(
  params: Promise<{ locale: string }>,
  title: keyof Messages['checkout']['titles'],
): Promise<Metadata> {
  const { locale } = await params
  const robots = { index: false }
  if (!isLocale(locale)) return { robots }
  const t = await getTranslations({ locale, namespace: 'checkout.titles' })
  return { title: t(title), robots }
}
