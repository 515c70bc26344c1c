import { query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'

import type { CreditReason } from '@/commerce/credit/credit-reasons'

type Change = {
  userId: number
  /** Positive adds credit, negative spends it. */
  cents: number
  reason: CreditReason
  voucherId?: number
  orderId?: number
  note?: string
}

/** A customer's store credit in cents (0 for one who never had any). */
export async function creditBalance(db: Db, userId: number): Promise<number> {
  const [row] = await query<{ credit_cents: unknown }>(
    db,
    sql`SELECT "credit_cents" FROM "users" WHERE "id" = ${userId}`,
  )
  return Number(row?.credit_cents ?? 0)
}

/** The balance moved by `cents` in one statement, unless that would take it below zero: the new balance, or null. */
export async function moveBalance(db: Db, userId: number, cents: number): Promise<number | null> {
  const [row] = await query<{ credit_cents: unknown }>(
    db,
    sql`UPDATE "users" SET "credit_cents" = COALESCE("credit_cents", 0) + ${cents}
        WHERE "id" = ${userId} AND COALESCE("credit_cents", 0) + ${cents} >= 0 RETURNING "credit_cents"`,
  )
  return row ? Number(row.credit_cents) : null
}

/**
 * Whether the balance can take `cents` without going below zero; when it can, its row stays locked
 * for the rest of the transaction (a no-op change of it), so the ledger entry written next moves
 * it without a parallel spend getting in between.
 */
async function holdBalance(db: Db, userId: number, cents: number): Promise<boolean> {
  const rows = await query(
    db,
    sql`UPDATE "users" SET "credit_cents" = COALESCE("credit_cents", 0)
        WHERE "id" = ${userId} AND COALESCE("credit_cents", 0) + ${cents} >= 0 RETURNING "id"`,
  )
  return rows.length > 0
}

/**
 * Changes a balance by `cents` and records it in the ledger: the entry's save moves the balance
 * (the ledger's one write path, credit-ledger.ts), after a check that holds the balance, so a
 * refusal (null, the balance is too small) writes nothing and leaves the caller's transaction
 * usable. Must run in the transaction of what caused it (`db.req`), so the entry, the balance and
 * the voucher or order stand or fall together. Answers the new balance.
 */
export async function changeCredit(db: Required<Db>, change: Change): Promise<number | null> {
  if (!Number.isInteger(change.cents) || change.cents === 0) throw new Error(`Credit change of ${change.cents}`)
  if (!(await holdBalance(db, change.userId, change.cents))) return null
  const entry = await db.payload.create({
    collection: 'credit-entries',
    data: {
      user: change.userId,
      amount_cents: change.cents,
      reason: change.reason,
      voucher: change.voucherId,
      order: change.orderId,
      note: change.note ?? '',
    },
    overrideAccess: true,
    req: db.req,
    depth: 0,
  })
  return Number(entry.balance_after_cents)
}

/** Spends credit on an order, or refuses: the balance changed since the checkout showed it. */
export async function spendCredit(db: Required<Db>, userId: number, cents: number, orderId: number) {
  if (cents <= 0) return
  const balance = await changeCredit(db, { userId, cents: -cents, reason: 'order', orderId })
  if (balance === null) throw new DomainError('credit_insufficient')
}

/**
 * Gives back the credit an order spent, once (the order's mark is set in the same conditional
 * statement): when the order is cancelled unpaid, or refunded.
 */
export async function returnOrderCredit(db: Required<Db>, orderId: number, reason: 'order_returned' | 'refund') {
  const [order] = await query<{ user_id: unknown; credit_cents: unknown }>(
    db,
    sql`UPDATE "orders" SET "credit_returned_at" = ${new Date().toISOString()}
        WHERE "id" = ${orderId} AND "credit_cents" > 0 AND "credit_returned_at" IS NULL RETURNING "user_id", "credit_cents"`,
  )
  if (order)
    await changeCredit(db, { userId: Number(order.user_id), cents: Number(order.credit_cents), reason, orderId })
}
