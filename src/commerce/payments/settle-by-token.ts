import type { Payload } from 'payload'

import { query, sql, type Db } from '@/lib/database/sql'

import { formPayable } from '@/forms/form-payment'
import { settlePayment } from '@/commerce/orders/settle-payment'
import { findSimplePayable, settleSimplePayment, type SettledPayment } from '@/commerce/payments/simple-payments'
import { voucherPayable } from '@/commerce/vouchers/voucher-payment'

/**
 * The one fulfil step for every payment the site opens, by its token: an order's (with its stock
 * and cart), a gift voucher's, a paid form's. The return page, the gateways' callbacks and the
 * hold-lapsing job all come here, any number of times, in any order.
 */
export async function settleByToken(payload: Payload, token: string): Promise<SettledPayment> {
  for (const payable of [voucherPayable, formPayable]) {
    const row = await findSimplePayable({ payload }, payable, token)
    if (row) return settleSimplePayment(payload, payable, row, token)
  }
  const order = await settlePayment(payload, token)
  const { orderId, userId, reference, totalCents, status } = order
  return { kind: 'order', id: orderId, userId, reference, totalCents, status }
}

/**
 * Whose payment a token is: the customer's id, null for one made without an account (a paid
 * form), undefined when the site opened no such payment.
 */
export async function paymentOwner(db: Db, token: string): Promise<number | null | undefined> {
  const [row] = await query<{ user_id: unknown }>(
    db,
    sql`SELECT "user_id" FROM "orders" WHERE "payment_ref" = ${token}
        UNION ALL SELECT "user_id" FROM "gift_vouchers" WHERE "payment_ref" = ${token}
        UNION ALL SELECT "user_id" FROM "form_submissions" WHERE "payment_ref" = ${token}`,
  )
  if (!row) return undefined
  return row.user_id == null ? null : Number(row.user_id)
}
