import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { inTransaction, query, sql, valueList, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { messageOf } from '@/lib/domain-error-messages'
import { oweMail } from '@/mail/outbox/owed-mail'

import { changeCredit } from '@/commerce/credit/store-credit'
import { hasLeftTheStudio, isPaid, paidStatuses } from '@/commerce/orders/order-state'
import {
  planRefund,
  refundLinesOf,
  type PastRefund,
  type RefundLine,
  type RefundStatus,
} from '@/commerce/orders/refund-lines'
import { putBack, returnStock } from '@/commerce/orders/stock'
import { gatewayNamed } from '@/commerce/payments/gateways'
import { markPaymentReturned, paymentOf } from '@/commerce/payments/payment-record'

export type RefundOptions = {
  /** The lines to refund and how many of each; none: everything not refunded yet (the whole order). */
  lines?: RefundLine[] | null
  /** The studio's note to the customer, in the refund e-mail. */
  reason?: string | null
  /**
   * The money went back at the gateway already (a refund made in the gateway's dashboard, or a
   * chargeback): record it, but ask the gateway for nothing.
   */
  atGateway?: boolean
}

/** Where a refund stands: pending when the gateway did not answer (the job asks it again). */
export type RefundOutcome = { refund: number; status: RefundStatus; amountCents: number; isWhole: boolean }

type RefundRow = {
  id: unknown
  order_id: unknown
  status: RefundStatus
  lines: unknown
  amount_cents: unknown
  gateway_cents: unknown
  credit_cents: unknown
  is_whole: unknown
  at_gateway: unknown
  reason: string | null
  key: string
}

const REFUND_COLUMNS = sql`"id", "order_id", "status", "lines", "amount_cents", "gateway_cents", "credit_cents", "is_whole", "at_gateway", "reason", "key"`

const outcomeOf = (row: RefundRow): RefundOutcome => ({
  refund: Number(row.id),
  status: row.status,
  amountCents: Number(row.amount_cents),
  isWhole: Boolean(row.is_whole),
})

async function refundRow(db: Db, id: number): Promise<RefundRow> {
  const [row] = await query<RefundRow>(db, sql`SELECT ${REFUND_COLUMNS} FROM "order_refunds" WHERE "id" = ${id}`)
  return row
}

/** The refunds of an order that stand (pending or done), oldest first. */
async function standingRefunds(db: Db, orderId: number): Promise<(PastRefund & { status: RefundStatus })[]> {
  const rows = await query<RefundRow>(
    db,
    sql`SELECT ${REFUND_COLUMNS} FROM "order_refunds" WHERE "order_id" = ${orderId} AND "status" IN ('pending', 'done') ORDER BY "id"`,
  )
  return rows.map((row) => ({
    status: row.status,
    lines: refundLinesOf(row.lines),
    amountCents: Number(row.amount_cents),
    gatewayCents: Number(row.gateway_cents),
  }))
}

/**
 * Writes the refund as pending, in a transaction of its own that first takes the order's row (two
 * refunds of one order are worked out one after the other): the lines chosen must be left to
 * refund, and no other refund of the order may still be on its way. Null when the order was
 * refunded already.
 */
async function startRefund(db: Db, orderId: number, options: RefundOptions): Promise<RefundRow | null> {
  return inTransaction(db, async (tx) => {
    const [order] = await query<{
      status: string
      subtotal_cents: unknown
      discount_cents: unknown
      total_cents: unknown
    }>(
      tx,
      sql`UPDATE "orders" SET "updated_at" = ${new Date().toISOString()} WHERE "id" = ${orderId}
          RETURNING "status", "subtotal_cents", "discount_cents", "total_cents"`,
    )
    if (!order) throw new DomainError('order_not_found')
    if (order.status === 'refunded') return null
    const payment = await paymentOf(tx, 'order', orderId)
    if (!isPaid(order.status) || !payment) throw new DomainError('order_not_refundable')
    const past = await standingRefunds(tx, orderId)
    if (past.some((refund) => refund.status === 'pending')) throw new DomainError('refund_in_progress')
    const lines = await query<{ id: string; qty: unknown; total_cents: unknown }>(
      tx,
      sql`SELECT "id", "qty", "total_cents" FROM "orders_lines" WHERE "_parent_id" = ${orderId} ORDER BY "_order"`,
    )
    const plan = planRefund(
      {
        subtotalCents: Number(order.subtotal_cents ?? 0),
        discountCents: Number(order.discount_cents ?? 0),
        totalCents: Number(order.total_cents ?? 0),
        lines: lines.map((line) => ({ id: line.id, qty: Number(line.qty), totalCents: Number(line.total_cents ?? 0) })),
      },
      past,
      options.lines ?? null,
      payment.amountCents,
    )
    if ('refused' in plan) throw new DomainError(plan.refused)
    const made = await tx.payload.create({
      collection: 'order-refunds',
      data: {
        order: orderId,
        status: 'pending',
        amount_cents: plan.amountCents,
        gateway_cents: plan.gatewayCents,
        credit_cents: plan.creditCents,
        lines: plan.lines,
        is_whole: plan.isWhole,
        at_gateway: Boolean(options.atGateway),
        reason: options.reason?.trim() || null,
        key: `rf-${orderId}-${randomBytes(12).toString('hex')}`,
      },
      overrideAccess: true,
      req: tx.req,
      depth: 0,
    })
    return refundRow(tx, made.id)
  })
}

/**
 * Marks a pending refund done, once (the conditional change from pending is the guard), with
 * every effect in the same transaction: the refunded lines back to stock (unless the work has left
 * the studio: a painting that comes back is put back by hand), store credit back, the payment's
 * refunded amount, the customer's refund e-mail owed, and, for the refund that covers the last
 * line, the order's status.
 */
async function finishRefund(db: Db, id: number): Promise<RefundOutcome> {
  return inTransaction(db, async (tx) => {
    const now = new Date().toISOString()
    const [row] = await query<RefundRow>(
      tx,
      sql`UPDATE "order_refunds" SET "status" = 'done', "done_at" = ${now}, "updated_at" = ${now}
          WHERE "id" = ${id} AND "status" = 'pending' RETURNING ${REFUND_COLUMNS}`,
    )
    if (!row) return outcomeOf(await refundRow(tx, id))
    const orderId = Number(row.order_id)
    const [order] = await query<{ status: string; user_id: unknown }>(
      tx,
      sql`SELECT "status", "user_id" FROM "orders" WHERE "id" = ${orderId}`,
    )
    const skus = new Map(
      (
        await query<{ id: string; sku_id: unknown }>(
          tx,
          sql`SELECT "id", "sku_id" FROM "orders_lines" WHERE "_parent_id" = ${orderId}`,
        )
      ).map((line) => [line.id, line.sku_id == null ? null : Number(line.sku_id)]),
    )
    const moves = refundLinesOf(row.lines).flatMap(({ line, qty }) => {
      const sku = skus.get(line)
      return sku == null ? [] : [{ sku, qty }]
    })
    const isWhole = Boolean(row.is_whole)
    if (!hasLeftTheStudio(order.status)) {
      if (isWhole) await returnStock(tx, orderId, moves, 'refund')
      else await putBack(tx, orderId, moves, 'refund')
    }
    const creditCents = Number(row.credit_cents)
    if (creditCents > 0)
      await changeCredit(tx, { userId: Number(order.user_id), cents: creditCents, reason: 'refund', orderId })
    const payment = await paymentOf(tx, 'order', orderId)
    const gatewayCents = Number(row.gateway_cents)
    if (isWhole) {
      await query(
        tx,
        sql`UPDATE "orders" SET "status" = 'refunded', "refunded_at" = ${now},
              "refund_reason" = COALESCE(${row.reason}, "refund_reason"),
              "credit_returned_at" = CASE WHEN "credit_cents" > 0 THEN ${now} ELSE "credit_returned_at" END, "updated_at" = ${now}
            WHERE "id" = ${orderId} AND "status" IN (${valueList(paidStatuses)})`,
      )
      // The payment says so too: the gateway's own report of this refund, arriving later, then changes nothing.
      if (payment && !row.at_gateway)
        await markPaymentReturned(tx, payment.token, 'refunded', payment.returnedCents + gatewayCents, null)
    } else if (payment && gatewayCents > 0 && !row.at_gateway) {
      await query(
        tx,
        sql`UPDATE "payments" SET "refunded_cents" = COALESCE("refunded_cents", 0) + ${gatewayCents}, "updated_at" = ${now}
            WHERE "token" = ${payment.token}`,
      )
    }
    await oweMail(tx, 'order_refunded', orderId, { occasion: `refund-${id}`, data: { refund: id } })
    return outcomeOf(row)
  })
}

/** The gateway refused the refund: it stops standing, so its lines can be refunded again. */
async function refuseRefund(db: Db, id: number, problem: string) {
  const now = new Date().toISOString()
  await query(
    db,
    sql`UPDATE "order_refunds" SET "status" = 'refused', "problem" = ${problem}, "updated_at" = ${now}
        WHERE "id" = ${id} AND "status" = 'pending'`,
  )
}

/** What a gateway's refusal means: it will not refund (another try would not change that). */
const isRefusal = (error: unknown) => error instanceof DomainError && error.code !== 'payment_gateway_unavailable'

/**
 * Asks the gateway for a pending refund's money (with the refund's key, so asking twice refunds
 * once) and marks it done. A refusal marks it refused and is thrown; a gateway that does not
 * answer leaves it pending, for the job to ask again.
 */
async function completeRefund(db: Db, row: RefundRow): Promise<RefundOutcome> {
  const orderId = Number(row.order_id)
  const gatewayCents = Number(row.gateway_cents)
  if (!row.at_gateway && gatewayCents > 0) {
    const payment = await paymentOf(db, 'order', orderId)
    try {
      if (!payment) throw new DomainError('order_not_refundable')
      await gatewayNamed(db, payment.gateway).refund(payment.token, gatewayCents, row.key)
    } catch (error) {
      if (isRefusal(error)) {
        const { code, params } = error as DomainError
        await refuseRefund(db, Number(row.id), messageOf(code, params))
        throw error
      }
      db.payload.logger.error(
        { err: error },
        `Refund ${String(row.id)} of order ${orderId}: the gateway did not answer`,
      )
      return outcomeOf(row)
    }
  }
  return finishRefund(db, Number(row.id))
}

/**
 * Refunds a paid order, whole or the chosen lines. The refund is written as pending before the
 * gateway is asked and done once the money is on its way, with every effect in that second
 * transaction; a crash between the two leaves it pending, and finishPendingRefunds completes it
 * (the gateway, asked again with the refund's key, refunds once). A refund the gateway refuses
 * changes nothing but its own record. Null when the order was refunded already (a gateway's
 * event arriving after the studio's refund).
 */
export async function refundOrder(db: Db, orderId: number, options: RefundOptions = {}): Promise<RefundOutcome | null> {
  const row = await startRefund(db, orderId, options)
  return row ? completeRefund(db, row) : null
}

/**
 * Completes the refunds left pending by a crash or a gateway that did not answer, older than
 * `olderThanMs` (a refund younger than that may still be on its way in another request).
 */
export async function finishPendingRefunds(payload: Payload, olderThanMs: number): Promise<number> {
  const before = new Date(Date.now() - olderThanMs).toISOString()
  const rows = await query<RefundRow>(
    { payload },
    sql`SELECT ${REFUND_COLUMNS} FROM "order_refunds" WHERE "status" = 'pending' AND "created_at" <= ${before} ORDER BY "id"`,
  )
  let done = 0
  for (const row of rows) {
    try {
      if ((await completeRefund({ payload }, row)).status === 'done') done++
    } catch (error) {
      payload.logger.warn({ err: error }, `Refund ${String(row.id)} was refused by the gateway`)
    }
  }
  return done
}
