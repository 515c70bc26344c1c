import type { Payload } from 'payload'

import { composeMail } from '@/mail/compose'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import type { Order } from '@/payload-types'

import type { Mail } from '@/mail/mailer'

import { addressLines } from '@/documents/invoice'
import { orderInvoice, orderInvoicePdf, orderLocale } from '@/commerce/orders/order-invoice'
import { formatCents } from '@/commerce/money'
import { adminUrl, artistAddress, invoiceRows, pageUrl } from '@/mail/shop-mail'

const invoicePage = (order: Order, locale: Locale) => pageUrl(locale, `/invoice/${order.id}`)

/** To the customer, in the order's language: thanks, the order as bought, where it goes, and the tax invoice as a PDF. */
async function confirmationMail(payload: Payload, order: Order): Promise<Mail> {
  const locale = orderLocale(order)
  const t = await serverTranslator(locale, 'mail')
  const reference = order.reference ?? String(order.id)
  const [invoice, pdf] = await Promise.all([orderInvoice(payload, order, locale), orderInvoicePdf(payload, order)])
  const delivery = order.is_pick_up
    ? { title: t('order.pickUpTitle'), lines: [t('order.pickUpText')] }
    : {
        title: t('order.deliveryTitle'),
        lines: [...addressLines(order.address), order.shipping_name ?? ''].filter(Boolean),
      }
  return composeMail(
    payload,
    locale,
    order.email,
    t('order.paid.subject', { reference }),
    {
      heading: t('order.paid.heading'),
      lines: [t('order.paid.text', { reference })],
      rows: await invoiceRows(invoice, locale),
      sections: [delivery],
      button: { label: t('order.paid.button'), url: invoicePage(order, locale) },
    },
    { attachments: [pdf] },
  )
}

/** To the artist, in English: who bought what, where it goes, the customer's note and a link to the order. */
async function newOrderMail(payload: Payload, order: Order, to: string): Promise<Mail> {
  const locale = DEFAULT_LOCALE
  const t = await serverTranslator(locale, 'mail')
  const reference = order.reference ?? String(order.id)
  const invoice = await orderInvoice(payload, order, locale)
  const customer = order.customer_name || order.email
  const total = invoice.figures.find((figure) => figure.key === 'total')?.value ?? ''
  const delivery = order.is_pick_up
    ? { title: t('order.pickUpTitle'), lines: [t('order.newOrder.pickUp')] }
    : {
        title: t('order.deliveryTitle'),
        lines: [
          ...addressLines(order.address),
          order.address?.phone ?? '',
          order.shipping_name ? t('order.newOrder.shipping', { shipping: order.shipping_name }) : '',
        ].filter(Boolean),
      }
  const note = order.note?.trim()
    ? [{ title: t('order.newOrder.noteTitle'), lines: order.note.trim().split('\n') }]
    : []
  return composeMail(payload, locale, to, t('order.newOrder.subject', { reference }), {
    heading: t('order.newOrder.heading', { reference }),
    lines: [
      t('order.newOrder.text', { customer, email: order.email, total }),
      ...(order.marketing_opt_in ? [t('order.newOrder.marketing')] : []),
    ],
    rows: await invoiceRows(invoice, locale),
    sections: [delivery, ...note],
    button: { label: t('order.newOrder.button'), url: adminUrl('orders', order.id) },
  })
}

/** To the customer: the order is on its way, with its tracking number, or ready to collect. */
async function dispatchedMail(payload: Payload, order: Order): Promise<Mail> {
  const locale = orderLocale(order)
  const t = await serverTranslator(locale, 'mail')
  const reference = order.reference ?? String(order.id)
  const button = { label: t('order.dispatched.button'), url: invoicePage(order, locale) }
  if (order.is_pick_up) {
    return composeMail(payload, locale, order.email, t('order.collect.subject', { reference }), {
      heading: t('order.collect.heading'),
      lines: [t('order.collect.text', { reference })],
      button: { ...button, label: t('order.collect.button') },
    })
  }
  return composeMail(payload, locale, order.email, t('order.dispatched.subject', { reference }), {
    heading: t('order.dispatched.heading'),
    lines: [
      t('order.dispatched.text', { reference }),
      ...(order.shipping_name ? [t('order.dispatched.shipping', { shipping: order.shipping_name })] : []),
      ...(order.tracking_number ? [t('order.dispatched.tracking', { tracking: order.tracking_number })] : []),
    ],
    sections: [{ title: t('order.deliveryTitle'), lines: addressLines(order.address) }],
    button,
  })
}

const readOrder = (payload: Payload, orderId: number) =>
  payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })

/** To the customer, in the order's language: what came back, how, and the studio's note. */
async function refundedMail(payload: Payload, order: Order): Promise<Mail> {
  const locale = orderLocale(order)
  const t = await serverTranslator(locale, 'mail')
  const reference = order.reference ?? String(order.id)
  const creditCents = order.credit_cents ?? 0
  const paidCents = (order.total_cents ?? 0) - creditCents
  const reason = order.refund_reason?.trim()
  return composeMail(payload, locale, order.email, t('order.refunded.subject', { reference }), {
    heading: t('order.refunded.heading'),
    lines: [
      t('order.refunded.text', { reference }),
      ...(paidCents > 0 ? [t('order.refunded.toCard', { amount: formatCents(paidCents, locale) })] : []),
      ...(creditCents > 0 ? [t('order.refunded.toCredit', { amount: formatCents(creditCents, locale) })] : []),
    ],
    sections: reason ? [{ title: t('order.refunded.reasonTitle'), lines: reason.split('\n') }] : [],
    button: { label: t('order.refunded.button'), url: invoicePage(order, locale) },
  })
}

/** The customer's confirmation of a paid order, with the tax invoice attached. */
export const orderPaidMail = async (payload: Payload, orderId: number) =>
  confirmationMail(payload, await readOrder(payload, orderId))

/** The studio's "New order"; null when the studio has no address to hear it at. */
export async function orderNewMail(payload: Payload, orderId: number): Promise<Mail | null> {
  const [order, artist] = await Promise.all([readOrder(payload, orderId), artistAddress(payload)])
  if (artist) return newOrderMail(payload, order, artist)
  payload.logger.warn(`Order ${order.reference}: no orders e-mail or organisation e-mail to tell the artist`)
  return null
}

/** The customer's dispatch note, or for a pick-up that it is ready to collect. */
export const orderDispatchedMail = async (payload: Payload, orderId: number) =>
  dispatchedMail(payload, await readOrder(payload, orderId))

/** The customer's notice of a refund. */
export const orderRefundedMail = async (payload: Payload, orderId: number) =>
  refundedMail(payload, await readOrder(payload, orderId))
