import { query, sql, type Db } from '@/lib/database/sql'

import type { GatewayName, PaymentState } from '@/commerce/payments/gateway'

/** What a payment can pay for; each kind has its fulfil step (src/commerce/payables.ts). */
export const payableKinds = ['order', 'voucher', 'form'] as const
export type PayableKind = (typeof payableKinds)[number]

/** Where a payment stands at its gateway, as the shop last heard it. */
export const paymentStatuses = ['open', 'paid', 'failed', 'expired', 'refunded', 'disputed'] as const

/** The column of the payments table that points at each kind of payable. */
const payableColumn = { order: 'order_id', voucher: 'voucher_id', form: 'submission_id' } as const

export type PaymentRecord = {
  token: string
  kind: PayableKind
  payableId: number
  userId: number | null
  gateway: GatewayName
  reference: string
  amountCents: number
  status: (typeof paymentStatuses)[number]
  charge: string | null
  url: string | null
  /** What has gone back to the customer: refunded, or taken by a dispute. */
  returnedCents: number
}

type Row = {
  token: string
  kind: PayableKind
  order_id: unknown
  voucher_id: unknown
  submission_id: unknown
  user_id: unknown
  gateway: GatewayName
  reference: string | null
  amount_cents: unknown
  status: PaymentRecord['status']
  charge: string | null
  url: string | null
  refunded_cents: unknown
}

const COLUMNS = sql`"token", "kind", "order_id", "voucher_id", "submission_id", "user_id", "gateway", "reference", "amount_cents", "status", "charge", "url", "refunded_cents"`

function recordOf(row: Row): PaymentRecord {
  const id = row[payableColumn[row.kind]]
  return {
    token: row.token,
    kind: row.kind,
    payableId: Number(id),
    userId: row.user_id == null ? null : Number(row.user_id),
    gateway: row.gateway,
    reference: row.reference ?? '',
    amountCents: Number(row.amount_cents ?? 0),
    status: row.status,
    charge: row.charge,
    url: row.url,
    returnedCents: Number(row.refunded_cents ?? 0),
  }
}

/** The payment with this token, if the shop opened one. */
export async function paymentByToken(db: Db, token: string): Promise<PaymentRecord | null> {
  const [row] = await query<Row>(db, sql`SELECT ${COLUMNS} FROM "payments" WHERE "token" = ${token}`)
  return row ? recordOf(row) : null
}

/** The payment whose gateway charge this is (a refund or dispute reported by the gateway names the charge). */
export async function paymentByCharge(db: Db, charge: string): Promise<PaymentRecord | null> {
  const [row] = await query<Row>(db, sql`SELECT ${COLUMNS} FROM "payments" WHERE "charge" = ${charge}`)
  return row ? recordOf(row) : null
}

/** The payment of an order, voucher or form answer, if one was opened (by the payable's own column, never a deleted one's). */
export async function paymentOf(db: Db, kind: PayableKind, payableId: number): Promise<PaymentRecord | null> {
  const [row] = await query<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM "payments" WHERE ${sql.identifier(payableColumn[kind])} = ${payableId}
        AND "payable_key" = ${`${kind}:${payableId}`}`,
  )
  return row ? recordOf(row) : null
}

export type NewPayment = Omit<PaymentRecord, 'status' | 'charge' | 'returnedCents'>

/**
 * Records a payment page just opened. One per payable: should two openers race, the first
 * recorded wins and the other learns it (false), to close the page it opened.
 */
export async function recordPayment(db: Db, payment: NewPayment): Promise<boolean> {
  const now = new Date().toISOString()
  const column = (kind: PayableKind) => (payment.kind === kind ? payment.payableId : null)
  const stored = await query<{ token: string }>(
    db,
    sql`INSERT INTO "payments" ("token", "kind", "payable_key", "order_id", "voucher_id", "submission_id", "user_id",
          "gateway", "reference", "amount_cents", "refunded_cents", "currency", "status", "url", "updated_at", "created_at")
        VALUES (${payment.token}, ${payment.kind}, ${`${payment.kind}:${payment.payableId}`}, ${column('order')},
          ${column('voucher')}, ${column('form')}, ${payment.userId}, ${payment.gateway}, ${payment.reference},
          ${payment.amountCents}, 0, 'AUD', 'open', ${payment.url}, ${now}, ${now})
        ON CONFLICT ("payable_key") DO NOTHING RETURNING "token"`,
  )
  return Boolean(stored[0])
}

/**
 * Keeps what the gateway said of a payment: its status and charge (a refund goes back through the
 * charge). Money that went back stays marked so (see markPaymentReturned).
 */
export async function notePaymentState(db: Db, token: string, state: PaymentState): Promise<void> {
  await query(
    db,
    sql`UPDATE "payments" SET "status" = ${state.status}, "charge" = COALESCE(${state.charge}, "charge"),
          "updated_at" = ${new Date().toISOString()}
        WHERE "token" = ${token} AND "status" NOT IN ('refunded', 'disputed') RETURNING "token"`,
  )
}

/**
 * Marks the money of a payment as gone back (refunded, or taken by a dispute) once: true for the
 * caller that marked it, so a studio refund and the gateway's report of it act once between them.
 */
export async function markPaymentReturned(
  db: Db,
  token: string,
  how: 'refunded' | 'disputed',
  cents: number,
  note: string | null,
): Promise<boolean> {
  const now = new Date().toISOString()
  const changed = await query<{ token: string }>(
    db,
    sql`UPDATE "payments" SET "status" = ${how}, "refunded_cents" = ${cents}, "note" = COALESCE(${note}, "note"),
          "refunded_at" = COALESCE(${how === 'refunded' ? now : null}, "refunded_at"),
          "disputed_at" = COALESCE(${how === 'disputed' ? now : null}, "disputed_at"), "updated_at" = ${now}
        WHERE "token" = ${token} AND "refunded_at" IS NULL AND "disputed_at" IS NULL RETURNING "token"`,
  )
  return Boolean(changed[0])
}
