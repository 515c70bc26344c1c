import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { cancelOpenOrder } from '@/commerce/orders/cancel-order'
import { isPaid } from '@/commerce/orders/order-status'
import { refundPayment } from '@/commerce/orders/refund-order'
import { gatewayNamed } from '@/commerce/payments/gateways'
import { afterCommit } from '@/lib/after-commit'
import { inTransaction } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { messageOf } from '@/lib/domain-error-messages'
import type { Order } from '@/payload-types'

const refuse = (req: Parameters<CollectionBeforeChangeHook>[0]['req'], message: string) =>
  new ValidationError({ collection: 'orders', req, errors: [{ path: 'status', message }] })

/**
 * What the artist's change of an order's status does beyond the field: Refunded gives the money
 * back through the gateway and the items back to stock; Cancelled on an order still waiting for
 * payment closes its payment page and frees its items. A status only the payment can set (paid),
 * a paid order cancelled instead of refunded, and an ended order brought back are refused.
 */
export const applyStatusChange: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status
  const to = data.status ?? from
  if (from === to) return data
  if (from === 'cancelled' || from === 'refunded')
    throw refuse(req, 'This order has ended; its status can no longer change.')
  if (to === 'awaiting_payment' || (from === 'awaiting_payment' && isPaid(to)))
    throw refuse(req, 'An order becomes paid when its customer pays; cancel it instead if it will not be.')
  const db = { payload: req.payload, req }
  if (to === 'refunded') {
    try {
      await refundPayment(db, originalDoc)
    } catch (error) {
      if (error instanceof DomainError) throw refuse(req, messageOf(error.code, error.params))
      throw error
    }
    return { ...data, refunded_at: new Date().toISOString() }
  }
  if (to === 'cancelled') {
    if (isPaid(from))
      throw refuse(req, 'A paid order is refunded, not cancelled: choose Refunded to give the money back.')
    await inTransaction(db, (tx) => cancelOpenOrder(tx, originalDoc.id, 'artist'))
    const { gateway, payment_ref: token } = originalDoc
    // Closed once the cancellation is saved; a payment made meanwhile finds the order cancelled and is refunded.
    if (token && gateway)
      await afterCommit(req, () =>
        gatewayNamed({ payload: req.payload }, gateway)
          .expire(token)
          .catch(() => undefined),
      )
    return { ...data, cancel_reason: 'artist' }
  }
  return data
}
