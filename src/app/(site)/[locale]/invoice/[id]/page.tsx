import { loadInvoicePage } from '@/components/Orders/invoice-page'
import { orderMetadata, type OrderPageProps } from '@/components/Orders/order-metadata'
import { TaxInvoice } from '@/components/Orders/TaxInvoice'
import { Link } from '@/i18n/navigation'
import { notViewable } from '@/components/Orders/not-viewable'

// The customer's own document, read with the request's session: never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: OrderPageProps) => orderMetadata(params, 'invoice')

/** The tax invoice of an order, for its customer or an admin (anyone else: not found). `/show-invoice/{id}` is the same page. */
export default async function InvoicePage({ params }: OrderPageProps) {
  const page = await loadInvoicePage(params)
  if (!page) return notViewable()
  const { orderId, invoice, siteName, t } = page
  return (
    <section className="container-page py-10 sm:py-14">
      <nav aria-label={t('documents')} className="mx-auto mb-6 flex max-w-3xl flex-wrap justify-end gap-3">
        <Link href={`/invoice/print/${orderId}`} className="button-quiet" data-testid="invoice-print-link">
          {t('print')}
        </Link>
        <a
          href={`/api/v1/sell/order/${orderId}/invoice.pdf`}
          className="button-primary"
          download
          data-testid="invoice-pdf-link"
        >
          {t('downloadPdf')}
        </a>
      </nav>
      <TaxInvoice invoice={invoice} siteName={siteName} />
    </section>
  )
}
