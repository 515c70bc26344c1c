import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/components/ClientMessages'
import { CartWidget } from '@/components/Shop/CartWidget.client'
import { PageHeading } from '@/components/Shop/PageHeading'
import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

// The shell comes from cache; the cart itself is the visitor's own and loads in the browser.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const robots = { index: false }
  if (!isLocale(locale)) return { robots }
  const t = await getTranslations({ locale, namespace: 'cart.titles' })
  return { title: t('cart'), robots }
}

export default async function CartPage({ params }: Props) {
  await pageLocale(params)
  const t = await getTranslations()
  return (
    <>
      <PageHeading top={<p className="eyebrow">{t('shop.titles.shop')}</p>} title={t('cart.titles.cart')} />
      {/* Tall enough that the footer starts below a phone's first screen: the cart loads in the
          browser, and what it shows (the empty cart, or its lines) then moves nothing in view. */}
      <section className="container-page min-h-[65vh] pb-24">
        <ClientMessages namespaces={['cart']}>
          <CartWidget />
        </ClientMessages>
      </section>
    </>
  )
}
