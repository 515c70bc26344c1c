import type { Payload } from 'payload'

import { changedIds, inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { oweMail } from '@/mail/outbox/owed-mail'

import { spendCredit } from '@/commerce/credit/store-credit'
import { cancelOpenOrder, orderMoves } from '@/commerce/orders/cancel-order'
import { isPaid } from '@/commerce/orders/order-state'
import { refundOrder } from '@/commerce/orders/refund-order'
import { holdStock, stockChanged } from '@/commerce/orders/stock'
import { forgetSoldAlerts } from '@/commerce/availability/stock-alerts'
import type { PaymentState } from '@/commerce/payments/gateway'
import { gatewayNamed } from '@/commerce/payments/gateways'
import { settleWith, type Payable, type SettledPayment } from '@/commerce/payments/payable'
import type { PaymentRecord } from '@/commerce/payments/payment-record'

type OrderRow = { status: string; total_cents: unknown; reference: string; cart_id: unknown; user_id: unknown }

/** The lines now bought leave the cart; whatever the customer added since stays. */
async function clearBoughtLines(db: Required<Db>, moves: { sku: number }[], cartId: number | null) {
  if (cartId === null) return
  for (const { sku } of moves)
    await query(db, sql`DELETE FROM "cart_items" WHERE "cart_id" = ${cartId} AND "sku_id" = ${sku} RETURNING "id"`)
}

async function markPaid(db: Required<Db>, orderId: number): Promise<boolean> {
  const paid = await changedIds(
    db,
    sql`UPDATE "orders" SET "status" = 'paid', "paid_at" = ${new Date().toISOString()}
        WHERE "id" = ${orderId} AND "status" = 'awaiting_payment' RETURNING "id"`,
  )
  return Boolean(paid[0])
}

/**
 * Once paid, in the payment's transaction: the bought lines leave the cart, and the mails are
 * owed. A piece that was reserved is now sold: its page says so, and those waiting for it are let go.
 */
async function fulfil(tx: Required<Db>, orderId: number, cartId: number | null) {
  const moves = await orderMoves(tx, orderId)
  await forgetSoldAlerts(
    tx,
    moves.map(({ sku }) => sku),
  )
  await stockChanged(tx, moves)
  await clearBoughtLines(tx, moves, cartId)
  await oweMail(tx, 'order_paid', orderId)
  await oweMail(tx, 'order_new', orderId)
}

/**
 * An order's fulfil step, shared by the return page and the gateway's callbacks, whatever their
 * number and order: the order moves from awaiting payment to paid in one conditional statement,
 * so exactly one caller wins and only that caller clears the cart and owes the e-mails, in the
 * same transaction. A payment for an order that lapsed meanwhile takes its stock again if it is
 * still there; otherwise (or for an order replaced by a newer one) the money goes back. A failed
 * payment ends the order and frees its stock; the cart stays as it was.
 */
async function settleOrder(payload: Payload, payment: PaymentRecord, state: PaymentState): Promise<SettledPayment> {
  const db: Db = { payload }
  const orderId = payment.payableId
  const [order] = await query<OrderRow>(
    db,
    sql`SELECT "status", "total_cents", "reference", "cart_id", "user_id" FROM "orders" WHERE "id" = ${orderId}`,
  )
  if (!order) throw new DomainError('payment_not_found')
  const settled = (status: SettledPayment['status']): SettledPayment => ({
    kind: 'order',
    id: orderId,
    userId: Number(order.user_id),
    reference: order.reference,
    totalCents: Number(order.total_cents),
    status,
  })
  if (state.status === 'failed' || state.status === 'expired') {
    await inTransaction(db, (tx) => cancelOpenOrder(tx, orderId, state.status === 'failed' ? 'declined' : 'lapsed'))
    return settled('failed')
  }
  if (state.status !== 'paid') return settled(state.status === 'open' ? 'open' : 'paid')
  const cartId = order.cart_id == null ? null : Number(order.cart_id)
  let outcome = await inTransaction(db, async (tx) => {
    if (await markPaid(tx, orderId)) {
      await fulfil(tx, orderId, cartId)
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
  if (outcome === 'retake') outcome = await retake(db, orderId, cartId)
  if (outcome === 'refund') {
    await gatewayNamed(db, payment.gateway).refund(payment.token)
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

/**
 * A lapsed order whose payment came after all: paid, if all of its items can still be held and
 * the store credit it had spent (given back when it lapsed) is still there, in a transaction of
 * its own so a hold that fails part-way gives back what it took.
 */
async function retake(db: Db, orderId: number, cartId: number | null): Promise<'paid' | 'refund'> {
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
      await markPaid(tx, orderId)
      await fulfil(tx, orderId, cartId)
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

/** An order's payment: its fulfil step, and a refund or chargeback at the gateway refunding the order. */
export const orderPayable: Payable = {
  kind: 'order',
  settle: settleOrder,
  async returned(db, payment) {
    const [order] = await query<{ status: string }>(
      db,
      sql`SELECT "status" FROM "orders" WHERE "id" = ${payment.payableId}`,
    )
    // An order not (or no longer) paid has nothing to refund: a late payment the shop itself gave back.
    if (order && isPaid(order.status)) await refundOrder(db, payment.payableId, { atGateway: true })
  },
}

/** The order's payment settled by its token (the hold job, an order paid with credit). */
export const settlePayment = (payload: Payload, token: string) =>
  settleWith((kind) => (kind === 'order' ? orderPayable : undefined), payload, token)
