import { getTranslations } from 'next-intl/server'

import type { OrderPageProps } from '@/components/Orders/order-metadata'
import { pageLocale } from '@/i18n/page-locale'
import { getInvoice, getViewableOrder } from '@/data/orders'
import { getSiteShell } from '@/data/site'

/**
 * What both invoice pages (`/invoice/{id}` and its print layout) show: the order's tax invoice in
 * the page's language, the site's name and the documents' action labels; null when the visitor
 * may not see the order.
 */
export async function loadInvoicePage(params: OrderPageProps['params']) {
  const locale = await pageLocale(params)
  const { id } = await params
  const order = await getViewableOrder(id)
  if (!order) return null
  const [invoice, { settings }, t] = await Promise.all([
    getInvoice(order, locale),
    getSiteShell(locale),
    getTranslations('orders.actions'),
  ])
  return { orderId: order.id, invoice, siteName: settings.name, t }
}
