import { getTranslations } from 'next-intl/server'

import { Certificate } from '@/components/Orders/Certificate'
import { orderMetadata, type OrderPageProps } from '@/components/Orders/order-metadata'
import { PackingSlip } from '@/components/Orders/PackingSlip'
import { PrintButton } from '@/components/Orders/PrintButton.client'
import { PrintStyles } from '@/components/Orders/PrintStyles'
import { notViewable } from '@/components/Orders/not-viewable'
import { pageLocale } from '@/i18n/page-locale'
import { getCertificates, getViewableOrder } from '@/data/orders'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: OrderPageProps) => orderMetadata(params, 'tickets')

/**
 * An order's paperwork for the parcel, for the artist (or the customer who placed it): the
 * packing slip, then a certificate of authenticity for each original, each on a page of its own.
 */
export default async function PrintTicketsPage({ params }: OrderPageProps) {
  await pageLocale(params)
  const { id } = await params
  const order = await getViewableOrder(id, 'tickets')
  if (!order) return notViewable()
  const [{ certificates, artist, signature }, t] = await Promise.all([
    getCertificates(order),
    getTranslations('orders.actions'),
  ])
  return (
    <section className="container-page py-10">
      <PrintStyles />
      <div data-print-hidden className="mx-auto mb-6 flex max-w-3xl justify-end">
        <PrintButton label={t('printNow')} />
      </div>
      <PackingSlip order={order} />
      {certificates.map((certificate) => (
        <Certificate
          key={certificate.lineId}
          certificate={certificate}
          artist={artist}
          signature={signature}
          reference={order.reference ?? String(order.id)}
        />
      ))}
    </section>
  )
}
