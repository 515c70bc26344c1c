import type { Payload } from 'payload'

import { inTransaction, query, sql, type Db } from '@/lib/database/sql'

import { cancelOpenOrder } from '@/commerce/orders/cancel-order'
import { settlePayment } from '@/commerce/orders/settle-payment'
import { gatewayNamed } from '@/commerce/payments/gateways'

/**
 * Ends the holds that have run out: each order still waiting for payment past its `hold_until`.
 * Its payment page is closed first, then the gateway is asked once more (a payment made in the
 * last moment is fulfilled, not lost); otherwise the order is cancelled as lapsed and its items
 * (an original painting) are offered to others again. Orders whose payment page was never opened
 * go first. Answers how many orders lapsed.
 */
export async function lapseHolds(payload: Payload, now = new Date()): Promise<number> {
  const db: Db = { payload }
  let lapsed = await endOrdersWithoutPage(payload, now)
  const due = await query<{ id: unknown; payment_ref: string | null; gateway: string | null }>(
    db,
    sql`SELECT "o"."id", "p"."token" AS "payment_ref", "p"."gateway" FROM "orders" AS "o"
        LEFT JOIN "payments" AS "p" ON "p"."order_id" = "o"."id"
        WHERE "o"."status" = 'awaiting_payment' AND "o"."hold_until" < ${now.toISOString()} ORDER BY "o"."id" LIMIT 200`,
  )
  for (const order of due) {
    const orderId = Number(order.id)
    if (order.payment_ref && order.gateway) {
      try {
        // A gateway no longer set up (Stripe's keys removed) cannot be asked: the order lapses all the same.
        await gatewayNamed(db, order.gateway).expire(order.payment_ref)
        const settled = await settlePayment(payload, order.payment_ref)
        if (settled.status !== 'open') {
          if (settled.status === 'failed') lapsed++
          continue
        }
      } catch (error) {
        payload.logger.warn({ err: error }, `Could not ask the gateway about order ${orderId}; it lapses all the same`)
      }
    }
    if (await inTransaction(db, (tx) => cancelOpenOrder(tx, orderId, 'lapsed'))) lapsed++
  }
  return lapsed
}

/**
 * Longer than a "Place order" takes to open its page (the gateway's own timeout is 20 s). Should a
 * payment still come for an order ended this way, it is taken again or refunded, like any late one.
 */
const NO_PAGE_MS = 60_000

/**
 * Orders whose payment page was never opened: the process that placed them died between the
 * order's commit and the gateway's answer. Nobody can pay them, so they are cancelled at once and
 * their items (an original held for the whole hold otherwise) offered again.
 */
async function endOrdersWithoutPage(payload: Payload, now: Date): Promise<number> {
  const db: Db = { payload }
  const orphans = await query<{ id: unknown }>(
    db,
    sql`SELECT "id" FROM "orders" WHERE "status" = 'awaiting_payment'
        AND NOT EXISTS (SELECT 1 FROM "payments" WHERE "payments"."order_id" = "orders"."id")
        AND "created_at" < ${new Date(now.getTime() - NO_PAGE_MS).toISOString()} ORDER BY "id" LIMIT 200`,
  )
  let ended = 0
  for (const { id } of orphans)
    if (await inTransaction(db, (tx) => cancelOpenOrder(tx, Number(id), 'lapsed'))) {
      payload.logger.warn(
        `Order ${String(id)} had no payment page (its checkout was interrupted); its items are free again`,
      )
      ended++
    }
  return ended
}
