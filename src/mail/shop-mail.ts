import type { Payload } from 'payload'

import { getSiteSettings } from '@/content/site-data'
import { siteUrl } from '@/lib/env'
import type { MailRow } from '@/mail/compose'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'
import { serverTranslator } from '@/i18n/server-messages'

import type { TaxInvoice } from '@/documents/invoice'
import { readCheckoutSettings } from '@/commerce/orders/checkout-settings'

/** Where the artist is told of orders and quote requests: the checkout's address, else the organisation's. */
export async function artistAddress(payload: Payload): Promise<string | null> {
  const [checkout, site] = await Promise.all([readCheckoutSettings(payload), getSiteSettings(payload)])
  return checkout.ordersEmail || site.organisation_email || null
}

/** A page of the site in a language, as a full address (`https://…/de/checkout?address=3`). */
export const pageUrl = (locale: Locale, path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString()
  return `${siteUrl}${localizedPath(locale, path)}${search ? `?${search}` : ''}`
}

/** A record in the back-office. */
export const adminUrl = (collection: string, id: number | string) => `${siteUrl}/admin/collections/${collection}/${id}`

/** The invoice's items, figures and GST line as a mail's table, in the invoice's language. */
export async function invoiceRows(invoice: TaxInvoice, locale: Locale): Promise<MailRow[]> {
  const t = await serverTranslator(locale, 'orders')
  return [
    ...invoice.items.map((item) => ({
      label: t('invoice.itemLine', { qty: item.qty, description: item.description }),
      value: item.amount,
    })),
    ...invoice.figures.map((figure) => ({ label: figure.label, value: figure.value, strong: figure.key === 'total' })),
    { label: invoice.gst.label, value: invoice.gst.amount ?? '' },
  ]
}
