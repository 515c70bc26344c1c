import type { Payload } from 'payload'

import { relationId } from '@/lib/relation-id'
import { salesFigures, salesSpans, type SoldOrder } from '@/studio/sales-figures'

/** The first screen's sales figures, from the orders paid or refunded in the stretch they cover. */
export async function readSalesFigures(payload: Payload, now = new Date()) {
  const since = salesSpans(now).earliest.toISOString()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { or: [{ paid_at: { greater_than_equal: since } }, { refunded_at: { greater_than_equal: since } }] },
    select: { paid_at: true, refunded_at: true, total_cents: true, is_pick_up: true, address: true, lines: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const orders: SoldOrder[] = docs.map((order) => ({
    paidAt: order.paid_at ? Date.parse(order.paid_at) : null,
    refundedAt: order.refunded_at ? Date.parse(order.refunded_at) : null,
    totalCents: order.total_cents ?? 0,
    countryCode: order.is_pick_up ? null : order.address?.country_code?.toUpperCase() || null,
    lines: (order.lines ?? []).map((line) => ({
      product: relationId(line.product as number) ?? null,
      name: line.name,
      qty: line.qty,
      totalCents: line.total_cents ?? 0,
    })),
  }))
  return salesFigures(orders, now)
}
