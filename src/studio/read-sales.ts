import type { Payload } from 'payload'

import { refundLinesOf } from '@/commerce/orders/refund-lines'
import { relationId } from '@/lib/relation-id'
import { salesFigures, salesSpans, type SoldOrder, type SoldRefund } from '@/studio/sales-figures'

/**
 * The first screen's sales figures, from the orders paid in the stretch they cover and the refunds
 * made in it (of those orders, or of older ones).
 */
export async function readSalesFigures(payload: Payload, now = new Date()) {
  const since = salesSpans(now).earliest.toISOString()
  const { docs: refunds } = await payload.find({
    collection: 'order-refunds',
    where: { and: [{ status: { equals: 'done' } }, { done_at: { greater_than_equal: since } }] },
    select: { order: true, done_at: true, amount_cents: true, is_whole: true, lines: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const refundsOf = new Map<number, SoldRefund[]>()
  for (const refund of refunds) {
    const order = relationId(refund.order) as number
    refundsOf.set(order, [
      ...(refundsOf.get(order) ?? []),
      {
        at: Date.parse(refund.done_at ?? ''),
        cents: refund.amount_cents ?? 0,
        isWhole: Boolean(refund.is_whole),
        lines: refundLinesOf(refund.lines),
      },
    ])
  }
  const { docs } = await payload.find({
    collection: 'orders',
    where: { or: [{ paid_at: { greater_than_equal: since } }, { id: { in: [...refundsOf.keys()] } }] },
    select: { paid_at: true, total_cents: true, is_pick_up: true, address: true, lines: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const orders: SoldOrder[] = docs.map((order) => ({
    paidAt: order.paid_at ? Date.parse(order.paid_at) : null,
    totalCents: order.total_cents ?? 0,
    countryCode: order.is_pick_up ? null : order.address?.country_code?.toUpperCase() || null,
    lines: (order.lines ?? []).map((line) => ({
      id: line.id ?? '',
      product: relationId(line.product as number) ?? null,
      name: line.name,
      qty: line.qty,
      totalCents: line.total_cents ?? 0,
    })),
    refunds: refundsOf.get(order.id) ?? [],
  }))
  return salesFigures(orders, now)
}
