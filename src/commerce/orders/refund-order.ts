import { inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'

import { returnOrderCredit } from '@/commerce/credit/store-credit'
import { orderMoves } from '@/commerce/orders/cancel-order'
import { isPaid } from '@/commerce/orders/order-status'
import { returnStock } from '@/commerce/orders/stock'
import { gatewayNamed } from '@/commerce/payments/gateways'

type Refundable = { id: number; status: string; gateway?: string | null; payment_ref?: string | null }

/**
 * Gives a paid order's money back through its gateway (and the store credit it spent back to the
 * customer's balance), then its items back to stock (once: the
 * order's hold mark goes with the first return). The gateway is asked first, so an order is only
 * marked refunded once the money is on its way; a refund the gateway refuses changes nothing.
 */
export async function refundPayment(db: Db, order: Refundable): Promise<void> {
  if (!isPaid(order.status) || !order.payment_ref || !order.gateway) throw new DomainError('order_not_refundable')
  await gatewayNamed(db, order.gateway).refund(order.payment_ref)
  await inTransaction(db, async (tx) => {
    await returnStock(tx, order.id, await orderMoves(tx, order.id), 'refund')
    await query(tx, sql`UPDATE "orders" SET "refunded_at" = ${new Date().toISOString()} WHERE "id" = ${order.id}`)
    await returnOrderCredit(tx, order.id, 'refund')
  })
}
