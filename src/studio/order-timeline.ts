import { formatCents } from '@/commerce/money'
import { refundLinesOf } from '@/commerce/orders/refund-lines'
import type { OrderRefund, OwedMail, Payment } from '@/payload-types'

/** The order's own records the timeline is read from. */
export type TimelineOrder = {
  createdAt: string
  updatedAt: string
  status: string
  email: string
  hold_until?: string | null
  paid_at?: string | null
  dispatched_at?: string | null
  cancel_reason?: string | null
  tracking_number?: string | null
  /** The lines, for naming what a refund gave back. */
  lines?: { id?: string | null; name: string }[] | null
}

export type TimelineMail = Pick<OwedMail, 'kind' | 'status' | 'recipient' | 'sent_at' | 'last_error' | 'createdAt'>
export type TimelinePayment = Pick<Payment, 'gateway' | 'status' | 'reference' | 'createdAt'>
export type TimelineRefund = Pick<
  OrderRefund,
  'status' | 'amount_cents' | 'lines' | 'reason' | 'problem' | 'done_at' | 'createdAt'
>

/** Of an order's payment pages, the one it was settled through (the last opened while none was). */
export const settledPayment = <P extends Pick<Payment, 'status'>>(payments: P[]): P | undefined =>
  payments.find((payment) => payment.status !== 'open') ?? payments.at(-1)

export type TimelineEvent = { at: string; kind: string; text: string; problem?: boolean }

const MAIL_NAMES: Record<string, string> = {
  order_paid: 'the receipt and tax invoice to the customer',
  order_new: 'the new-order note to the studio',
  order_dispatched: 'the dispatch notice to the customer',
  order_refunded: 'the refund notice to the customer',
}

const GATEWAYS: Record<string, string> = { test: 'the test gateway', stripe: 'Stripe', credit: 'store credit' }

const CANCEL_REASONS: Record<string, string> = {
  lapsed: 'the hold ended without payment',
  superseded: 'the customer placed the order again',
  declined: 'the payment was declined',
  artist: 'cancelled by the studio',
}

function mailEvent(mail: TimelineMail): TimelineEvent {
  const name = MAIL_NAMES[mail.kind] ?? mail.kind
  const to = mail.recipient ? ` (${mail.recipient})` : ''
  if (mail.status === 'sent') return { at: mail.sent_at ?? mail.createdAt, kind: 'mail', text: `Sent ${name}${to}` }
  if (mail.status === 'pending') return { at: mail.createdAt, kind: 'mail', text: `Waiting to send ${name}${to}` }
  const why = mail.last_error ? `: ${mail.last_error}` : ''
  return { at: mail.createdAt, kind: 'mail', text: `Could not send ${name}${to}${why}`, problem: true }
}

/** A refund as the timeline tells it: what it gave back and the note, or why it is waiting or was refused. */
function refundEvent(refund: TimelineRefund, names: Map<string, string>): TimelineEvent {
  const amount = formatCents(refund.amount_cents ?? 0)
  if (refund.status === 'pending')
    return {
      at: refund.createdAt,
      kind: 'refund',
      text: `A refund of ${amount} is waiting for the payment gateway (asked again every minute)`,
      problem: true,
    }
  if (refund.status === 'refused')
    return {
      at: refund.createdAt,
      kind: 'refund',
      text: `The payment gateway refused a refund of ${amount}${refund.problem ? `: ${refund.problem}` : ''}`,
      problem: true,
    }
  const items = refundLinesOf(refund.lines)
    .map(({ line, qty }) => `${qty} × ${names.get(line) ?? 'a line no longer recorded'}`)
    .join(', ')
  const note = refund.reason?.trim() ? `: “${refund.reason.trim()}”` : ''
  return { at: refund.done_at ?? refund.createdAt, kind: 'refunded', text: `Refunded ${amount} (${items})${note}` }
}

/**
 * What happened to an order, oldest first, from its own records: placed, held, paid (and through
 * which gateway, from its settled `payment`), every mail it owed (sent, waiting or failed),
 * dispatched or collected, each refund (done, waiting or refused), cancelled.
 */
export function orderTimeline(
  order: TimelineOrder,
  mails: TimelineMail[],
  payment: TimelinePayment | null | undefined,
  refunds: TimelineRefund[] = [],
): TimelineEvent[] {
  const events: TimelineEvent[] = [{ at: order.createdAt, kind: 'placed', text: `Placed by ${order.email}` }]
  if (order.hold_until) events.push({ at: order.createdAt, kind: 'held', text: 'Stock held while the customer pays' })
  if (order.paid_at)
    events.push({
      at: order.paid_at,
      kind: 'paid',
      text: payment ? `Paid through ${GATEWAYS[payment.gateway] ?? payment.gateway}` : 'Paid',
    })
  if (order.dispatched_at)
    events.push({
      at: order.dispatched_at,
      kind: 'dispatched',
      text: `Dispatched${order.tracking_number ? `, tracking ${order.tracking_number}` : ''}`,
    })
  // A collection is marked by the status only: its time is the order's last change.
  if (order.status === 'collected')
    events.push({ at: order.updatedAt, kind: 'collected', text: 'Collected from the studio' })
  const names = new Map((order.lines ?? []).flatMap((line) => (line.id ? [[line.id, line.name] as const] : [])))
  events.push(...refunds.map((refund) => refundEvent(refund, names)))
  if (order.status === 'cancelled')
    events.push({
      at: order.updatedAt,
      kind: 'cancelled',
      text: `Cancelled: ${CANCEL_REASONS[order.cancel_reason ?? ''] ?? 'no reason recorded'}`,
    })
  events.push(...mails.map(mailEvent))
  // At the same instant, in the order above: placed before held, each step before the mail it owed.
  return events
    .map((event, i) => ({ event, i }))
    .sort((a, b) => new Date(a.event.at).getTime() - new Date(b.event.at).getTime() || a.i - b.i)
    .map(({ event }) => event)
}
