import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { cancelOpenOrder } from '@/commerce/orders/cancel-order'
import { refusedMove, type OrderStatus } from '@/commerce/orders/order-state'
import { refundOrder } from '@/commerce/orders/refund-order'
import { gatewayNamed } from '@/commerce/payments/gateways'
import { paymentOf } from '@/commerce/payments/payment-record'
import { afterCommit } from '@/lib/after-commit'
import { inTransaction, query, sql } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { messageOf } from '@/lib/domain-error-messages'
import type { Order } from '@/payload-types'

const refuse = (req: PayloadRequest, message: string) =>
  new ValidationError({ collection: 'orders', req, errors: [{ path: 'status', message }] })

type Marks = Pick<
  Order,
  'status' | 'stock_held' | 'credit_returned_at' | 'refunded_at' | 'cancel_reason' | 'refund_reason'
>

/** The marks a transition wrote, as the database holds them now in the save's transaction. */
async function marksOf(req: PayloadRequest, id: number): Promise<Marks> {
  const [row] = await query<Record<keyof Marks, unknown>>(
    { payload: req.payload, req },
    sql`SELECT "status", "stock_held", "credit_returned_at", "refunded_at", "cancel_reason", "refund_reason" FROM "orders" WHERE "id" = ${id}`,
  )
  const date = (value: unknown) => (value == null ? null : new Date(String(value)).toISOString())
  return {
    status: row.status as OrderStatus,
    stock_held: Boolean(row.stock_held),
    credit_returned_at: date(row.credit_returned_at),
    refunded_at: date(row.refunded_at),
    cancel_reason: (row.cancel_reason as Order['cancel_reason']) ?? null,
    refund_reason: (row.refund_reason as string | null) ?? null,
  }
}

/**
 * What the artist's change of an order's status does beyond the field, through the order's state
 * machine (src/commerce/orders/order-state.ts): Refunded gives the money back through the gateway,
 * the items back to stock and the customer a refund e-mail; Cancelled on an order still waiting
 * for payment closes its payment page and frees its items. The transition writes its marks in the
 * save's own transaction, and the save then carries them as written, so the document Payload read
 * before can never write the old ones back.
 */
export const applyStatusChange: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status
  const to = data.status ?? from
  if (from === to) return data
  const refused = refusedMove(from, to, 'studio')
  if (refused) throw refuse(req, refused)
  const db = { payload: req.payload, req }
  if (to === 'refunded') {
    try {
      await refundOrder(db, originalDoc.id, { reason: data.refund_reason ?? originalDoc.refund_reason })
    } catch (error) {
      if (error instanceof DomainError) throw refuse(req, messageOf(error.code, error.params))
      throw error
    }
    return { ...data, ...(await marksOf(req, originalDoc.id)) }
  }
  if (to === 'cancelled') {
    await inTransaction(db, (tx) => cancelOpenOrder(tx, originalDoc.id, 'artist'))
    const payment = await paymentOf(db, 'order', originalDoc.id)
    // Closed once the cancellation is saved; a payment made meanwhile finds the order cancelled and is refunded.
    if (payment)
      await afterCommit(req, () =>
        gatewayNamed({ payload: req.payload }, payment.gateway)
          .expire(payment.token)
          .catch(() => undefined),
      )
    return { ...data, ...(await marksOf(req, originalDoc.id)) }
  }
  return data
}
