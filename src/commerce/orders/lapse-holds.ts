import type { Payload } from 'payload'

import { inTransaction, query, sql, type Db } from '@/lib/database/sql'

import { cancelOpenOrder } from '@/commerce/orders/cancel-order'
import { settlePayment } from '@/commerce/orders/settle-payment'
import { gatewayNamed } from '@/commerce/payments/gateways'

/**
 * Ends the holds that have run out: each order still waiting for payment past its `hold_until`.
 * Its payment page is closed first, then the gateway is asked once more (a payment made in the
 * last moment is fulfilled, not lost); otherwise the order is cancelled as lapsed and its items
 * (an original painting) are offered to others again. Answers how many orders lapsed.
 */
export async function lapseHolds(payload: Payload, now = new Date()): Promise<number> {
  const db: Db = { payload }
  const due = await query<{ id: unknown; payment_ref: string | null; gateway: string }>(
    db,
    sql`SELECT "id", "payment_ref", "gateway" FROM "orders" WHERE "status" = 'awaiting_payment' AND "hold_until" < ${now.toISOString()} ORDER BY "id" LIMIT 200`,
  )
  let lapsed = 0
  for (const order of due) {
    const orderId = Number(order.id)
    if (order.payment_ref) {
      const gateway = gatewayNamed(db, order.gateway)
      try {
        await gateway.expire(order.payment_ref)
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
