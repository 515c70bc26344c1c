import type { Payload } from 'payload'

import { getSiteSettings } from '@/content/site-data'
import { knownLocale, type Locale, STUDIO_TIME_ZONE } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import type { Order } from '@/payload-types'

import { taxInvoice, type InvoiceOptions, type TaxInvoice } from '@/documents/invoice'
import { renderInvoicePdf } from '@/documents/invoice-pdf'
import { pdfLocale } from '@/documents/pdf-font'

/** The language an order's documents and mails are in: the one it was placed in. */
export const orderLocale = (order: Pick<Order, 'locale'>): Locale => knownLocale(order.locale)

/** `tax-invoice-IM-00012.pdf` */
export const invoiceFilename = (order: Pick<Order, 'reference' | 'id'>) =>
  `tax-invoice-${(order.reference || String(order.id)).replace(/[^A-Za-z0-9-]/g, '')}.pdf`

/**
 * The order's tax invoice in a language, with the seller from the site settings: the one model
 * the invoice page, the PDF and the order mails all show, so they cannot disagree.
 */
export async function orderInvoice(
  payload: Payload,
  order: Order,
  locale: Locale,
  options: Pick<InvoiceOptions, 'withBuyer'> = {},
): Promise<TaxInvoice> {
  const [settings, t] = await Promise.all([getSiteSettings(payload), serverTranslator(locale, 'orders')])
  return taxInvoice(order, settings, {
    locale,
    timeZone: STUDIO_TIME_ZONE,
    t: (key, values) => t(`invoice.${key}` as const, values),
    ...options,
  })
}

/** The tax invoice as a PDF file, in the order's language where the PDF's font can write it. */
export async function orderInvoicePdf(payload: Payload, order: Order, locale: Locale = orderLocale(order)) {
  const written = pdfLocale(locale)
  const [invoice, settings, t] = await Promise.all([
    orderInvoice(payload, order, written),
    getSiteSettings(payload),
    serverTranslator(written, 'orders'),
  ])
  const content = await renderInvoicePdf(invoice, {
    siteName: settings.name || settings.organisation_name,
    pageOf: (page, pages) => t('invoice.pageOf', { page, pages }),
  })
  return { filename: invoiceFilename(order), content, contentType: 'application/pdf' }
}
