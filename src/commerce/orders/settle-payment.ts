import type { Payload } from 'payload'

import { changedIds, inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { oweMail } from '@/lib/outbox/owed-mail'

import { spendCredit } from '@/commerce/credit/store-credit'
import { cancelOpenOrder, orderMoves } from '@/commerce/orders/cancel-order'
import { holdStock } from '@/commerce/orders/stock'
import type { PaymentState } from '@/commerce/payments/gateway'
import { gatewayNamed } from '@/commerce/payments/gateways'

type OrderRow = {
  id: unknown
  status: string
  gateway: string
  total_cents: unknown
  credit_cents: unknown
  reference: string
  cancel_reason: string | null
  cart_id: unknown
  user_id: unknown
}

/** Where the payment of an order stands after the fulfil step, with what its page shows of the order. */
export type Settled = {
  orderId: number
  userId: number
  reference: string
  totalCents: number
  status: 'paid' | 'failed' | 'open'
}

async function orderOfPayment(db: Db, token: string): Promise<OrderRow> {
  const [order] = await query<OrderRow>(
    db,
    sql`SELECT "id", "status", "gateway", "total_cents", "credit_cents", "reference", "cancel_reason", "cart_id", "user_id" FROM "orders" WHERE "payment_ref" = ${token}`,
  )
  if (!order) throw new DomainError('payment_not_found')
  return order
}

/** The lines now bought leave the cart; whatever the customer added since stays. */
async function clearBoughtLines(db: Required<Db>, orderId: number, cartId: number | null) {
  if (cartId === null) return
  for (const { sku } of await orderMoves(db, orderId))
    await query(db, sql`DELETE FROM "cart_items" WHERE "cart_id" = ${cartId} AND "sku_id" = ${sku} RETURNING "id"`)
}

/**
 * The one fulfil step, shared by the return page and the gateway's callbacks, whatever their
 * number and order: the gateway is asked for the payment's state, and the order moves from
 * awaiting payment to paid in one conditional statement, so exactly one caller wins and only that
 * caller clears the cart and owes the e-mails, in the same transaction. A payment for an order that lapsed meanwhile takes
 * its stock again if it is still there; otherwise (or for an order replaced by a newer one) the
 * money goes back. A failed payment ends the order and frees its stock; the cart stays as it was.
 */
export async function settlePayment(payload: Payload, token: string): Promise<Settled> {
  const db: Db = { payload }
  const order = await orderOfPayment(db, token)
  const orderId = Number(order.id)
  const userId = Number(order.user_id)
  const settled = (status: Settled['status']): Settled => ({
    orderId,
    userId,
    reference: order.reference,
    totalCents: Number(order.total_cents),
    status,
  })
  const gateway = gatewayNamed(db, order.gateway)
  const state = await gateway.state(token)
  if (!state) throw new DomainError('payment_not_found')
  if (state.status === 'failed' || state.status === 'expired') {
    await inTransaction(db, (tx) => cancelOpenOrder(tx, orderId, state.status === 'failed' ? 'declined' : 'lapsed'))
    return settled('failed')
  }
  if (state.status === 'open') return settled('open')
  if (state.status === 'refunded') return settled('paid')
  // The gateway was asked for what store credit did not pay.
  const dueCents = Number(order.total_cents) - Number(order.credit_cents ?? 0)
  if (state.amountCents !== dueCents || state.reference !== order.reference) {
    // The gateway took another amount than the order's: never fulfil it, and say so in the log.
    payload.logger.error(`Payment ${token} of ${state.amountCents} does not match order ${order.reference}`)
    throw new DomainError('payment_not_found')
  }
  const cartId = order.cart_id == null ? null : Number(order.cart_id)
  const fulfil = async (tx: Required<Db>) => {
    await clearBoughtLines(tx, orderId, cartId)
    await oweMail(tx, 'order_paid', orderId)
    await oweMail(tx, 'order_new', orderId)
  }
  let outcome = await inTransaction(db, async (tx) => {
    if (await markPaid(tx, orderId, state)) {
      await fulfil(tx)
      return 'paid' as const
    }
    const [now] = await query<{ status: string; cancel_reason: string | null }>(
      tx,
      sql`SELECT "status", "cancel_reason" FROM "orders" WHERE "id" = ${orderId}`,
    )
    if (now?.status !== 'cancelled') return 'paid' as const
    return now.cancel_reason === 'lapsed' || now.cancel_reason === 'declined'
      ? ('retake' as const)
      : ('refund' as const)
  })
  if (outcome === 'retake') outcome = await retake(db, orderId, state, fulfil)
  if (outcome === 'refund') {
    await gateway.refund(token)
    // The order stays cancelled; its customer is told once that the late payment went back.
    await inTransaction(db, async (tx) => {
      const marked = await changedIds(
        tx,
        sql`UPDATE "orders" SET "refunded_at" = ${new Date().toISOString()} WHERE "id" = ${orderId} AND "refunded_at" IS NULL RETURNING "id"`,
      )
      if (marked[0]) await oweMail(tx, 'order_refunded', orderId)
    })
    return settled('failed')
  }
  return settled('paid')
}

async function markPaid(db: Required<Db>, orderId: number, state: PaymentState): Promise<boolean> {
  const paid = await changedIds(
    db,
    sql`UPDATE "orders" SET "status" = 'paid', "paid_at" = ${new Date().toISOString()}, "payment_charge" = ${state.charge}
        WHERE "id" = ${orderId} AND "status" = 'awaiting_payment' RETURNING "id"`,
  )
  return Boolean(paid[0])
}

/**
 * A lapsed order whose payment came after all: paid, if all of its items can still be held and
 * the store credit it had spent (given back when it lapsed) is still there, in a transaction of
 * its own so a hold that fails part-way gives back what it took.
 */
async function retake(
  db: Db,
  orderId: number,
  state: PaymentState,
  fulfil: (tx: Required<Db>) => Promise<void>,
): Promise<'paid' | 'refund'> {
  try {
    return await inTransaction(db, async (tx): Promise<'paid' | 'refund'> => {
      const reopened = await changedIds(
        tx,
        sql`UPDATE "orders" SET "status" = 'awaiting_payment', "cancel_reason" = NULL WHERE "id" = ${orderId}
            AND "status" = 'cancelled' AND "stock_held" = ${false} RETURNING "id"`,
      )
      if (!reopened[0]) return 'paid'
      await holdStock(tx, orderId, await orderMoves(tx, orderId))
      await spendOrderCreditAgain(tx, orderId)
      await markPaid(tx, orderId, state)
      await fulfil(tx)
      return 'paid'
    })
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'cart_not_in_stock' || error.code === 'credit_insufficient'))
      return 'refund'
    throw error
  }
}

/** A reopened order spends again the credit it gave back when it lapsed, or cannot be paid. */
async function spendOrderCreditAgain(db: Required<Db>, orderId: number) {
  const [order] = await query<{ user_id: unknown; credit_cents: unknown }>(
    db,
    sql`UPDATE "orders" SET "credit_returned_at" = NULL WHERE "id" = ${orderId} AND "credit_cents" > 0
        AND "credit_returned_at" IS NOT NULL RETURNING "user_id", "credit_cents"`,
  )
  if (order) await spendCredit(db, Number(order.user_id), Number(order.credit_cents), orderId)
}
