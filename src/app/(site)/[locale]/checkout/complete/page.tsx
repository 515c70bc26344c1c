import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/components/ClientMessages'
import { CheckoutComplete } from '@/components/Checkout/CheckoutComplete.client'
import { checkoutMetadata } from '@/components/Checkout/metadata'
import { PageHeading } from '@/components/Shop/PageHeading'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'
export const generateMetadata = ({ params }: Props) => checkoutMetadata(params, 'complete')

/** Back from the payment page: the payment is checked and the order confirmed, or the way back shown. */
export default async function CheckoutCompletePage({ params }: Props) {
  await pageLocale(params)
  const t = await getTranslations()
  return (
    <>
      <PageHeading top={<p className="eyebrow">{t('shop.titles.shop')}</p>} title={t('checkout.titles.complete')} />
      <section className="container-page pb-24">
        <ClientMessages namespaces={['checkout', 'account']}>
          <CheckoutComplete />
        </ClientMessages>
      </section>
    </>
  )
}
