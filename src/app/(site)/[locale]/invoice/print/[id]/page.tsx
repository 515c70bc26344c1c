import { loadInvoicePage } from '@/components/Orders/invoice-page'
import { orderMetadata, type OrderPageProps } from '@/components/Orders/order-metadata'
import { PrintButton } from '@/components/Orders/PrintButton.client'
import { PrintStyles } from '@/components/Orders/PrintStyles'
import { TaxInvoice } from '@/components/Orders/TaxInvoice'
import { Link } from '@/i18n/navigation'
import { notViewable } from '@/components/Orders/not-viewable'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: OrderPageProps) => orderMetadata(params, 'invoice')

/** The tax invoice laid out for printing: the document alone on the printed page. `/show-invoice/print/{id}` is the same page. */
export default async function PrintInvoicePage({ params }: OrderPageProps) {
  const page = await loadInvoicePage(params)
  if (!page) return notViewable()
  const { orderId, invoice, siteName, t } = page
  return (
    <section className="container-page py-10">
      <PrintStyles />
      <div data-print-hidden className="mx-auto mb-6 flex max-w-3xl flex-wrap items-center justify-between gap-3">
        <Link href={`/invoice/${orderId}`} className="link-soft">
          {t('backToInvoice')}
        </Link>
        <PrintButton label={t('printNow')} />
      </div>
      <TaxInvoice invoice={invoice} siteName={siteName} />
    </section>
  )
}
