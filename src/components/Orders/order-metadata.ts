import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'

/** The parameters of an order document's page. */
export type OrderPageProps = { params: Promise<{ locale: string; id: string }> }

/** An order document's metadata: its title in the page's language; never indexed. */
export async function orderMetadata(
  params: OrderPageProps['params'],
  title: keyof Messages['orders']['titles'],
): Promise<Metadata> {
  const { locale } = await params
  const robots = { index: false, follow: false }
  if (!isLocale(locale)) return { robots }
  const t = await getTranslations({ locale, namespace: 'orders.titles' })
  return { title: t(title), robots }
}
