import { inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { oweMail } from '@/mail/outbox/owed-mail'

import { returnOrderCredit } from '@/commerce/credit/store-credit'
import { orderMoves } from '@/commerce/orders/cancel-order'
import { hasLeftTheStudio, isPaid } from '@/commerce/orders/order-state'
import { returnStock } from '@/commerce/orders/stock'
import { gatewayNamed } from '@/commerce/payments/gateways'
import { markPaymentReturned, paymentOf } from '@/commerce/payments/payment-record'

export type RefundOptions = {
  /** The studio's note to the customer, in the refund e-mail. */
  reason?: string | null
  /**
   * The money went back at the gateway already (a refund made in the gateway's dashboard, or a
   * chargeback): record it, but ask the gateway for nothing.
   */
  atGateway?: boolean
}

/**
 * Refunds a paid order, with every effect in one transaction: the status and its mark, the items
 * back to stock (unless the work has left the studio: a painting that comes back is put back by
 * hand), the store credit it spent back to the customer, and the customer's refund e-mail owed.
 * Unless the gateway already did, the money goes back through it first, so an order is only marked
 * refunded once the money is on its way; a refund the gateway refuses changes nothing. Two refunds
 * at once: the conditional status change lets one through, and the gateway refunds a payment once.
 * False when the order was refunded already (a gateway's event arriving after the studio's refund).
 */
export async function refundOrder(db: Db, orderId: number, options: RefundOptions = {}): Promise<boolean> {
  const [order] = await query<{ status: string }>(db, sql`SELECT "status" FROM "orders" WHERE "id" = ${orderId}`)
  if (!order) throw new DomainError('order_not_found')
  if (order.status === 'refunded') return false
  const payment = await paymentOf(db, 'order', orderId)
  if (!isPaid(order.status) || !payment) throw new DomainError('order_not_refundable')
  if (!options.atGateway) await gatewayNamed(db, payment.gateway).refund(payment.token)
  return inTransaction(db, async (tx) => {
    const [was] = await query<{ id: unknown }>(
      tx,
      sql`UPDATE "orders" SET "status" = 'refunded', "refunded_at" = ${new Date().toISOString()},
            "refund_reason" = COALESCE(${options.reason?.trim() || null}, "refund_reason"), "updated_at" = ${new Date().toISOString()}
          WHERE "id" = ${orderId} AND "status" = ${order.status} RETURNING "id"`,
    )
    if (!was) return false
    if (!hasLeftTheStudio(order.status)) await returnStock(tx, orderId, await orderMoves(tx, orderId), 'refund')
    await returnOrderCredit(tx, orderId, 'refund')
    await oweMail(tx, 'order_refunded', orderId)
    // The payment says so too: the gateway's own report of this refund, arriving later, then changes nothing.
    if (!options.atGateway) await markPaymentReturned(tx, payment.token, 'refunded', payment.amountCents, null)
    return true
  })
}
