import { formatVoucherCode } from '@/commerce/vouchers/voucher-code'

import type { Rows } from './database'
import type { CaughtMail } from './mail-catcher'

type Context = { kind: 'sqlite' | 'postgres'; studio: string; base: Map<number, number> }

const decoded = (raw: string) => raw.replace(/=\r?\n/g, '')

let copies = 0

/**
 * One message, counted by its id: a runner killed after the mail server took a message and before
 * it marked the mail sent sends it again under the same id, which mail stores take as the same
 * message. Such copies are counted and reported; more than one message is a failure.
 */
function once(what: string, mails: CaughtMail[]): string[] {
  const ids = new Set(mails.map((m) => m.messageId))
  if (ids.size !== 1) return [`${what}: ${ids.size} messages arrived, not 1`]
  copies += mails.length - 1
  return []
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits up to `ms` for the site to have delivered what it owes and ended what was interrupted, by
 * itself: no mail still owed, no order waiting without a payment page, no refund pending.
 */
export async function settled(db: Rows, ms: number): Promise<string[]> {
  const until = Date.now() + ms
  let waiting = { owed: -1, orphans: -1, refunds: -1 }
  while (Date.now() < until) {
    const [owed] = await db(`SELECT COUNT(*) AS "n" FROM "owed_mails" WHERE "status" = 'pending'`)
    const [orphans] = await db(
      `SELECT COUNT(*) AS "n" FROM "orders" WHERE "status" = 'awaiting_payment'
       AND NOT EXISTS (SELECT 1 FROM "payments" WHERE "payments"."order_id" = "orders"."id")`,
    )
    const [refunds] = await db(`SELECT COUNT(*) AS "n" FROM "order_refunds" WHERE "status" = 'pending'`)
    waiting = { owed: Number(owed.n), orphans: Number(orphans.n), refunds: Number(refunds.n) }
    if (waiting.owed === 0 && waiting.orphans === 0 && waiting.refunds === 0) return []
    await pause(2_000)
  }
  const seconds = Math.round(ms / 1000)
  return [
    ...(waiting.owed ? [`${waiting.owed} mails still owed after ${seconds} s`] : []),
    ...(waiting.orphans ? [`${waiting.orphans} orders still waiting without a payment page`] : []),
    ...(waiting.refunds ? [`${waiting.refunds} refunds still pending after ${seconds} s`] : []),
  ]
}

/** What each SKU's stock is when its moves are taken out of it: no order or crash may change it. */
export async function stockBase(db: Rows): Promise<Map<number, number>> {
  const rows = await db(
    `SELECT "skus"."id", "skus"."stock" - COALESCE((SELECT SUM("delta") FROM "stock_moves" WHERE "stock_moves"."sku_id" = "skus"."id"), 0) AS "base" FROM "skus"`,
  )
  return new Map(rows.map((row) => [Number(row.id), Number(row.base)]))
}

/**
 * What the studio's refunds must have left: each done refund's money given back at the gateway
 * once (the test gateway's refunded amount is the sum of the done refunds through it), and its
 * mail sent once; an order refunded exactly when a whole refund is done, and then for its total.
 */
async function checkRefunds(db: Rows, caught: CaughtMail[]): Promise<string[]> {
  const problems: string[] = []
  const orders = await db(
    `SELECT "orders"."id", "orders"."reference", "orders"."email", "orders"."status", "orders"."total_cents",
       "test_payments"."refunded_cents" AS "gateway_refunded",
       (SELECT COUNT(*) FROM "order_refunds" "r" WHERE "r"."order_id" = "orders"."id" AND "r"."status" = 'done') AS "done",
       (SELECT COUNT(*) FROM "order_refunds" "r" WHERE "r"."order_id" = "orders"."id" AND "r"."status" = 'done'
          AND CAST("r"."is_whole" AS INTEGER) = 1) AS "whole",
       (SELECT COALESCE(SUM("r"."amount_cents"), 0) FROM "order_refunds" "r"
          WHERE "r"."order_id" = "orders"."id" AND "r"."status" = 'done') AS "amount",
       (SELECT COALESCE(SUM("r"."gateway_cents"), 0) FROM "order_refunds" "r"
          WHERE "r"."order_id" = "orders"."id" AND "r"."status" = 'done') AS "through_gateway"
     FROM "orders" JOIN "payments" ON "payments"."order_id" = "orders"."id"
     JOIN "test_payments" ON "test_payments"."token" = "payments"."token"
     WHERE "orders"."paid_at" IS NOT NULL`,
  )
  let refunds = 0
  let inPart = 0
  for (const order of orders) {
    const reference = String(order.reference)
    const done = Number(order.done)
    refunds += done
    inPart += done - Number(order.whole)
    if (Number(order.gateway_refunded ?? 0) !== Number(order.through_gateway))
      problems.push(
        `${reference}: the gateway gave back ${String(order.gateway_refunded)}, the refunds say ${String(order.through_gateway)}`,
      )
    if ((order.status === 'refunded') !== (Number(order.whole) === 1) || Number(order.whole) > 1)
      problems.push(`${reference}: status ${String(order.status)} with ${String(order.whole)} whole refunds`)
    if (order.status === 'refunded' && Number(order.amount) !== Number(order.total_cents))
      problems.push(`${reference}: refunded ${String(order.amount)} of ${String(order.total_cents)}`)
    const mails = caught.filter(
      (m) =>
        m.to === order.email &&
        (m.subject === `Your order ${reference} has been refunded` ||
          m.subject === `Part of your order ${reference} has been refunded`),
    )
    const messages = new Set(mails.map((m) => m.messageId)).size
    if (messages !== done) problems.push(`${reference}: ${done} refunds done, ${messages} refund mails`)
    copies += mails.length - messages
  }
  console.info(`[crash] checked ${refunds} refunds, ${inPart} of them in part`)
  return problems
}

/**
 * What the crashes must not have broken: every paid order's confirmation and studio mail, and
 * every paid voucher's receipt and code, exactly once; stock equal to its moves, holds only where
 * an order still holds; every balance equal to its ledger; the SQLite file sound.
 */
export async function checkBooks(db: Rows, caught: CaughtMail[], context: Context): Promise<string[]> {
  const problems: string[] = []
  const orders = await db(`SELECT "reference", "email" FROM "orders" WHERE "paid_at" IS NOT NULL`)
  for (const order of orders) {
    const reference = String(order.reference)
    problems.push(
      ...once(
        `confirmation of ${reference}`,
        caught.filter((m) => m.to === order.email && m.subject === `Thank you for your order ${reference}`),
      ),
      ...once(
        `studio mail of ${reference}`,
        caught.filter((m) => m.to === context.studio && m.subject === `New order ${reference}`),
      ),
    )
  }
  problems.push(...(await checkRefunds(db, caught)))
  const vouchers = await db(`SELECT "reference", "email", "code" FROM "gift_vouchers" WHERE "paid_at" IS NOT NULL`)
  for (const voucher of vouchers) {
    const code = formatVoucherCode(String(voucher.code))
    problems.push(
      ...once(
        `receipt of ${String(voucher.reference)}`,
        caught.filter((m) => m.subject === `Receipt for your gift voucher ${String(voucher.reference)}`),
      ),
      ...once(
        `code of ${String(voucher.reference)}`,
        caught.filter((m) => m.to === voucher.email && decoded(m.raw).includes(code)),
      ),
    )
  }
  for (const [sku, base] of await stockBase(db))
    if (context.base.get(sku) !== base) problems.push(`SKU ${sku}: stock no longer equals its moves`)
  const [negative] = await db(`SELECT COUNT(*) AS "n" FROM "skus" WHERE "stock" < 0`)
  if (Number(negative.n)) problems.push(`${String(negative.n)} SKUs below zero`)
  const [wrongHolds] = await db(
    `SELECT COUNT(*) AS "n" FROM "orders" WHERE
       ("status" IN ('cancelled', 'refunded') AND CAST("stock_held" AS INTEGER) = 1)
       OR ("status" IN ('awaiting_payment', 'paid') AND CAST("stock_held" AS INTEGER) = 0)`,
  )
  if (Number(wrongHolds.n)) problems.push(`${String(wrongHolds.n)} orders whose stock hold says otherwise`)
  const [unrecorded] = await db(
    `SELECT COUNT(*) AS "n" FROM "orders" WHERE "paid_at" IS NOT NULL AND NOT EXISTS
       (SELECT 1 FROM "payments" WHERE "payments"."order_id" = "orders"."id" AND "payments"."status" IN ('paid', 'refunded'))`,
  )
  if (Number(unrecorded.n)) problems.push(`${String(unrecorded.n)} paid orders without a paid payment record`)
  const ledgers = await db(
    `SELECT "users"."id", COALESCE("users"."credit_cents", 0) AS "balance",
       COALESCE((SELECT SUM("amount_cents") FROM "credit_entries" WHERE "credit_entries"."user_id" = "users"."id"), 0) AS "ledger"
     FROM "users"`,
  )
  for (const row of ledgers)
    if (Number(row.balance) !== Number(row.ledger)) problems.push(`user ${String(row.id)}: balance is not its ledger`)
  if (context.kind === 'sqlite') {
    const [integrity] = await db('PRAGMA integrity_check')
    if (Object.values(integrity)[0] !== 'ok') problems.push(`integrity_check: ${JSON.stringify(integrity)}`)
  }
  console.info(
    `[crash ${context.kind}] checked ${orders.length} paid orders and ${vouchers.length} paid vouchers; ` +
      `${copies} repeated copies of a message (sent again after a kill, same Message-ID)`,
  )
  return problems
}
