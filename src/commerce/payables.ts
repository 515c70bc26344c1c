import type { Payload } from 'payload'

import { query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'

import { orderPayable } from '@/commerce/orders/settle-payment'
import { settleChargeWith, settleWith, type PayableOf } from '@/commerce/payments/payable'
import { simplePayable } from '@/commerce/payments/simple-payments'
import type { PayableKind } from '@/commerce/payments/payment-record'
import { voucherPayable } from '@/commerce/vouchers/voucher-payment'
import { formPayable } from '@/forms/form-payment'

/** Every kind of thing the shop takes payment for, and its fulfil step: a new kind is one more line. */
const payables = { order: orderPayable, voucher: simplePayable(voucherPayable), form: simplePayable(formPayable) }
const payableOf: PayableOf = (kind: PayableKind) => payables[kind]

/**
 * The one fulfil step for every payment the site opens, by its token: an order's (with its stock
 * and cart), a gift voucher's, a paid form's. The return page, the gateways' callbacks and the
 * hold-lapsing job all come here, any number of times, in any order.
 */
export const settleByToken = (payload: Payload, token: string) => settleWith(payableOf, payload, token)

/** A gateway's report about a charge (a refund made at the gateway, a chargeback). */
export const settleByCharge = (payload: Payload, charge: string) => settleChargeWith(payableOf, payload, charge)

/**
 * Whose payment a token is: the customer's id, null for one made without an account (a paid
 * form), undefined when the site opened no such payment.
 */
async function paymentOwner(db: Db, token: string): Promise<number | null | undefined> {
  const [row] = await query<{ user_id: unknown }>(db, sql`SELECT "user_id" FROM "payments" WHERE "token" = ${token}`)
  if (!row) return undefined
  return row.user_id == null ? null : Number(row.user_id)
}

/**
 * checkPaid: back from the payment page, the payment of `token` is asked about and fulfilled
 * once. A customer's payment is theirs to ask about; a paid form's sender may have no account,
 * and holds the token. Anyone else is told it does not exist (or to sign in, when not signed in).
 */
export async function checkPaid(payload: Payload, token: string, userId: number | null) {
  const owner = await paymentOwner({ payload }, token)
  if (owner === undefined || (owner !== null && owner !== userId))
    throw new DomainError(userId !== null || owner === null ? 'payment_not_found' : 'sign_in_required')
  return settleByToken(payload, token)
}
