import type { Payload } from 'payload'

import { changedIds, inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { siteUrl } from '@/lib/env'
import type { Locale } from '@/i18n/locales'

import { gatewayNamed, offeredGateways } from '@/commerce/payments/gateways'

/** Where a payment stands after the fulfil step, with what the return page shows of it. */
export type SettledPayment = {
  kind: 'order' | 'voucher' | 'form'
  id: number
  userId: number | null
  reference: string
  totalCents: number
  status: 'paid' | 'failed' | 'open'
}

/**
 * Something bought that holds no stock (a gift voucher, a form's fee): a row with a status
 * column that moves from awaiting payment to paid, and the work to do once it is paid.
 */
export type SimplePayable = {
  kind: 'voucher' | 'form'
  table: 'gift_vouchers' | 'form_submissions'
  statusColumn: 'status' | 'payment_status'
  /** Runs after the row is marked paid, in the same transaction; mails go out after commit. */
  fulfil: (db: Required<Db>, id: number) => Promise<void>
}

type Row = { id: unknown; user_id: unknown; gateway: string; reference: string; amount_cents: unknown }

/** The row of `payable` whose payment is `token`, if any. */
export async function findSimplePayable(db: Db, payable: SimplePayable, token: string): Promise<Row | undefined> {
  const [row] = await query<Row>(
    db,
    sql`SELECT "id", "user_id", "gateway", "reference", "amount_cents" FROM ${sql.identifier(payable.table)} WHERE "payment_ref" = ${token}`,
  )
  return row
}

/**
 * The fulfil step for a payable without stock, shared by the return page and the gateway's
 * callbacks like the orders' (src/commerce/orders/settle-payment.ts): the gateway is asked, and
 * the row moves to paid in one conditional statement, so exactly one caller fulfils it. Nothing
 * is held, so a payment that arrives after its page lapsed is fulfilled all the same; a failed
 * or expired one cancels the row.
 */
export async function settleSimplePayment(
  payload: Payload,
  payable: SimplePayable,
  row: Row,
  token: string,
): Promise<SettledPayment> {
  const db: Db = { payload }
  const id = Number(row.id)
  const table = sql.identifier(payable.table)
  const status = sql.identifier(payable.statusColumn)
  const settled = (outcome: SettledPayment['status']): SettledPayment => ({
    kind: payable.kind,
    id,
    userId: row.user_id == null ? null : Number(row.user_id),
    reference: row.reference,
    totalCents: Number(row.amount_cents),
    status: outcome,
  })
  const state = await gatewayNamed(db, row.gateway).state(token)
  if (!state) throw new DomainError('payment_not_found')
  if (state.status === 'failed' || state.status === 'expired') {
    await query(
      db,
      sql`UPDATE ${table} SET ${status} = 'cancelled' WHERE "id" = ${id} AND ${status} = 'awaiting_payment' RETURNING "id"`,
    )
    return settled('failed')
  }
  if (state.status === 'open') return settled('open')
  if (state.status === 'refunded') return settled('paid')
  if (state.amountCents !== Number(row.amount_cents) || state.reference !== row.reference) {
    payload.logger.error(`Payment ${token} of ${state.amountCents} does not match ${row.reference}`)
    throw new DomainError('payment_not_found')
  }
  await inTransaction(db, async (tx) => {
    const paid = await changedIds(
      tx,
      sql`UPDATE ${table} SET ${status} = 'paid', "paid_at" = ${new Date().toISOString()}, "payment_charge" = ${state.charge}
          WHERE "id" = ${id} AND ${status} IN ('awaiting_payment', 'cancelled') RETURNING "id"`,
    )
    if (paid[0]) await payable.fulfil(tx, id)
  })
  return settled('paid')
}

/** How long the payment page of something without stock stays open: nothing is held, so only long enough to pay. */
const PAYMENT_MINUTES = 60

export type SimplePaymentRequest = {
  reference: string
  amountCents: number
  description: string
  email: string
  locale: Locale
  /** The page the payer comes back to (with `payum_token`), a path of this site. */
  returnPath: string
}

/**
 * Opens the payment of a row of `payable` (already stored as awaiting payment) on the gateway the
 * site offers, and keeps its token and page with the row. A page that cannot be opened cancels the
 * row, so nothing waits for a payment that cannot come.
 */
export async function openSimplePayment(
  db: Db,
  payable: SimplePayable,
  id: number,
  request: SimplePaymentRequest,
): Promise<string> {
  const table = sql.identifier(payable.table)
  const gateway = gatewayNamed(db, offeredGateways()[0])
  const back = `${siteUrl}${request.returnPath}`
  await query(
    db,
    sql`UPDATE ${table} SET "reference" = ${request.reference}, "gateway" = ${gateway.name} WHERE "id" = ${id}`,
  )
  let opened
  try {
    opened = await gateway.open({
      reference: request.reference,
      amountCents: request.amountCents,
      description: request.description.slice(0, 200),
      customerEmail: request.email,
      returnUrl: `${back}?payum_token={TOKEN}`,
      cancelUrl: back,
      expiresAt: new Date(Date.now() + PAYMENT_MINUTES * 60_000),
      locale: request.locale,
    })
  } catch (error) {
    await query(db, sql`UPDATE ${table} SET ${sql.identifier(payable.statusColumn)} = 'cancelled' WHERE "id" = ${id}`)
    throw error instanceof DomainError ? error : new DomainError('payment_gateway_unavailable')
  }
  await query(
    db,
    sql`UPDATE ${table} SET "payment_ref" = ${opened.token}, "payment_url" = ${opened.url} WHERE "id" = ${id}`,
  )
  return opened.url
}
