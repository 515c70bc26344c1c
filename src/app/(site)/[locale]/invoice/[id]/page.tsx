import { getTranslations } from 'next-intl/server'

import { orderMetadata, type OrderPageProps } from '@/components/Orders/order-metadata'
import { TaxInvoice } from '@/components/Orders/TaxInvoice'
import { Link } from '@/i18n/navigation'
import { notViewable } from '@/components/Orders/not-viewable'
import { pageLocale } from '@/i18n/page-locale'
import { getInvoice, getViewableOrder } from '@/data/orders'
import { getSiteShell } from '@/data/site'

// The customer's own document, read with the request's session: never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: OrderPageProps) => orderMetadata(params, 'invoice')

/** The tax invoice of an order, for its customer or an admin (anyone else: not found). `/show-invoice/{id}` is the same page. */
export default async function InvoicePage({ params }: OrderPageProps) {
  const locale = await pageLocale(params)
  const { id } = await params
  const order = await getViewableOrder(id)
  if (!order) return notViewable()
  const [invoice, { settings }, t] = await Promise.all([
    getInvoice(order, locale),
    getSiteShell(),
    getTranslations('orders.actions'),
  ])
  return (
    <section className="container-page py-10 sm:py-14">
      <nav aria-label={t('documents')} className="mx-auto mb-6 flex max-w-3xl flex-wrap justify-end gap-3">
        <Link href={`/invoice/print/${order.id}`} className="button-quiet" data-testid="invoice-print-link">
          {t('print')}
        </Link>
        <a
          href={`/api/v1/sell/order/${order.id}/invoice.pdf`}
          className="button-primary"
          download
          data-testid="invoice-pdf-link"
        >
          {t('downloadPdf')}
        </a>
      </nav>
      <TaxInvoice invoice={invoice} siteName={settings.name} />
    </section>
  )
}
