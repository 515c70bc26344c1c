import type { Payload } from 'payload'

import { composeMail } from '@/mail/compose'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import type { Order } from '@/payload-types'

import type { Mail } from '@/mail/mailer'
import type { OwedMail } from '@/mail/outbox/deliver-owed-mail'

import { addressLines } from '@/documents/invoice'
import { orderInvoice, orderInvoicePdf, orderLocale } from '@/commerce/orders/order-invoice'
import { formatCents } from '@/commerce/money'
import { refundLinesOf } from '@/commerce/orders/refund-lines'
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

/** A refund as its mail tells it: what it came to and how it went back, the lines it covered, the note. */
type RefundTold = {
  isWhole: boolean
  gatewayCents: number
  creditCents: number
  lines: { line: string; qty: number }[]
  reason: string | null | undefined
}

/**
 * To the customer, in the order's language: what came back of the order (the whole of it, or the
 * lines listed), how, and the studio's note.
 */
async function refundedMail(payload: Payload, order: Order, refund: RefundTold): Promise<Mail> {
  const locale = orderLocale(order)
  const t = await serverTranslator(locale, 'mail')
  const reference = order.reference ?? String(order.id)
  const reason = refund.reason?.trim()
  const sold = new Map((order.lines ?? []).map((line) => [line.id, line]))
  const items = refund.lines.flatMap(({ line, qty }) => {
    const sale = sold.get(line)
    const name = sale ? [sale.name, sale.options_label].filter(Boolean).join(', ') : null
    return name ? [t('order.refunded.item', { qty, name })] : []
  })
  const part = !refund.isWhole
  return composeMail(
    payload,
    locale,
    order.email,
    t(part ? 'order.refunded.partSubject' : 'order.refunded.subject', { reference }),
    {
      heading: t(part ? 'order.refunded.partHeading' : 'order.refunded.heading'),
      lines: [
        t(part ? 'order.refunded.partText' : 'order.refunded.text', { reference }),
        ...(refund.gatewayCents > 0
          ? [t('order.refunded.toCard', { amount: formatCents(refund.gatewayCents, locale) })]
          : []),
        ...(refund.creditCents > 0
          ? [t('order.refunded.toCredit', { amount: formatCents(refund.creditCents, locale) })]
          : []),
      ],
      sections: [
        ...(items.length ? [{ title: t('order.refunded.itemsTitle'), lines: items }] : []),
        ...(reason ? [{ title: t('order.refunded.reasonTitle'), lines: reason.split('\n') }] : []),
      ],
      button: { label: t('order.refunded.button'), url: invoicePage(order, locale) },
    },
  )
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

/**
 * The customer's notice of a refund, from its record in the order's refunds (`mail.data.refund`);
 * a mail owed before refunds were recorded tells of the whole order.
 */
export async function orderRefundedMail(payload: Payload, orderId: number, mail: OwedMail): Promise<Mail> {
  const order = await readOrder(payload, orderId)
  const id = Number(mail.data?.refund)
  if (!Number.isSafeInteger(id) || id < 1) {
    const creditCents = order.credit_cents ?? 0
    return refundedMail(payload, order, {
      isWhole: true,
      gatewayCents: (order.total_cents ?? 0) - creditCents,
      creditCents,
      lines: (order.lines ?? []).map((line) => ({ line: line.id ?? '', qty: line.qty })),
      reason: order.refund_reason,
    })
  }
  const refund = await payload.findByID({ collection: 'order-refunds', id, depth: 0, overrideAccess: true })
  return refundedMail(payload, order, {
    isWhole: Boolean(refund.is_whole),
    gatewayCents: refund.gateway_cents ?? 0,
    creditCents: refund.credit_cents ?? 0,
    lines: refundLinesOf(refund.lines),
    reason: refund.reason,
  })
}
