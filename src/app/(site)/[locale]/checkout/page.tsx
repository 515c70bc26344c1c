import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/components/ClientMessages'
import { CheckoutWidget } from '@/components/Checkout/CheckoutWidget.client'
import { checkoutMetadata } from '@/components/Checkout/metadata'
import { PageHeading } from '@/components/Shop/PageHeading'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

// The customer's own checkout: nothing of it is cached.
export const dynamic = 'force-dynamic'
export const generateMetadata = ({ params }: Props) => checkoutMetadata(params, 'checkout')

export default async function CheckoutPage({ params }: Props) {
  await pageLocale(params)
  const t = await getTranslations()
  return (
    <>
      <PageHeading top={<p className="eyebrow">{t('shop.titles.shop')}</p>} title={t('checkout.titles.checkout')} />
      <section className="container-page pb-24">
        <ClientMessages namespaces={['checkout', 'account']}>
          <CheckoutWidget />
        </ClientMessages>
      </section>
    </>
  )
}
