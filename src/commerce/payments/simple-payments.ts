import type { Payload } from 'payload'

import { changedIds, inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { siteUrl } from '@/lib/env'
import type { Locale } from '@/i18n/locales'

import type { PaymentState } from '@/commerce/payments/gateway'
import { gatewayNamed, offeredGateways } from '@/commerce/payments/gateways'
import { openPayment } from '@/commerce/payments/open-payment'
import type { Payable, Returned, SettledPayment } from '@/commerce/payments/payable'
import type { PaymentRecord } from '@/commerce/payments/payment-record'

/**
 * Something bought that holds no stock (a gift voucher, a form's fee): a row with a status
 * column that moves from awaiting payment to paid, and the work to do once it is paid.
 */
export type SimplePayable = {
  kind: 'voucher' | 'form'
  table: 'gift_vouchers' | 'form_submissions'
  statusColumn: 'status' | 'payment_status'
  /** Runs after the row is marked paid, in the same transaction: what it owes (mails) is owed there. */
  fulfil: (db: Required<Db>, id: number) => Promise<void>
  /** The money went back at the gateway (a refund there, a chargeback), in the transaction that records it. */
  returned: (db: Required<Db>, payment: PaymentRecord, how: Returned) => Promise<void>
}

/**
 * The fulfil step for a payable without stock, shared by the return page and the gateway's
 * callbacks like the orders' (src/commerce/orders/settle-payment.ts): the row moves to paid in one
 * conditional statement, so exactly one caller fulfils it. Nothing is held, so a payment that
 * arrives after its page lapsed is fulfilled all the same; a failed or expired one cancels the row.
 */
async function settleSimple(
  payload: Payload,
  payable: SimplePayable,
  payment: PaymentRecord,
  state: PaymentState,
): Promise<SettledPayment> {
  const db: Db = { payload }
  const id = payment.payableId
  const table = sql.identifier(payable.table)
  const status = sql.identifier(payable.statusColumn)
  const settled = (outcome: SettledPayment['status']): SettledPayment => ({
    kind: payable.kind,
    id,
    userId: payment.userId,
    reference: payment.reference,
    totalCents: payment.amountCents,
    status: outcome,
  })
  if (state.status === 'failed' || state.status === 'expired') {
    await query(
      db,
      sql`UPDATE ${table} SET ${status} = 'cancelled' WHERE "id" = ${id} AND ${status} = 'awaiting_payment' RETURNING "id"`,
    )
    return settled('failed')
  }
  if (state.status !== 'paid') return settled(state.status === 'open' ? 'open' : 'paid')
  await inTransaction(db, async (tx) => {
    const paid = await changedIds(
      tx,
      sql`UPDATE ${table} SET ${status} = 'paid', "paid_at" = ${new Date().toISOString()}
          WHERE "id" = ${id} AND ${status} IN ('awaiting_payment', 'cancelled') RETURNING "id"`,
    )
    if (paid[0]) await payable.fulfil(tx, id)
  })
  return settled('paid')
}

/** A payable without stock as the payments' fulfil step takes it. */
export const simplePayable = (payable: SimplePayable): Payable => ({
  kind: payable.kind,
  settle: (payload, payment, state) => settleSimple(payload, payable, payment, state),
  returned: payable.returned,
})

/** How long the payment page of something without stock stays open: nothing is held, so only long enough to pay. */
const PAYMENT_MINUTES = 60

export type SimplePaymentRequest = {
  reference: string
  amountCents: number
  description: string
  email: string
  userId: number | null
  locale: Locale
  /** The page the payer comes back to (with `payum_token`), a path of this site. */
  returnPath: string
}

/**
 * Opens the payment of a row of `payable` (already stored as awaiting payment) on the gateway the
 * site offers, and records it as the row's payment. A page that cannot be opened cancels the row,
 * so nothing waits for a payment that cannot come.
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
  await query(db, sql`UPDATE ${table} SET "reference" = ${request.reference} WHERE "id" = ${id}`)
  try {
    const opened = await openPayment(db, { kind: payable.kind, id, userId: request.userId }, gateway, {
      reference: request.reference,
      amountCents: request.amountCents,
      description: request.description.slice(0, 200),
      customerEmail: request.email,
      returnUrl: `${back}?payum_token={TOKEN}`,
      cancelUrl: back,
      expiresAt: new Date(Date.now() + PAYMENT_MINUTES * 60_000),
      locale: request.locale,
    })
    return opened.url
  } catch (error) {
    await query(db, sql`UPDATE ${table} SET ${sql.identifier(payable.statusColumn)} = 'cancelled' WHERE "id" = ${id}`)
    throw error instanceof DomainError ? error : new DomainError('payment_gateway_unavailable')
  }
}
