import { changedIds, inTransaction, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { oweMail } from '@/mail/outbox/owed-mail'

import { gatewayNamed } from '@/commerce/payments/gateways'
import { markPaymentReturned, paymentOf } from '@/commerce/payments/payment-record'

/** Marks a paid form answer refunded once, in the caller's transaction, and owes the sender's e-mail. */
export async function endRefundedFormPayment(tx: Required<Db>, id: number): Promise<boolean> {
  const ended = await changedIds(
    tx,
    sql`UPDATE "form_submissions" SET "payment_status" = 'refunded', "refunded_at" = ${new Date().toISOString()}
        WHERE "id" = ${id} AND "payment_status" = 'paid' RETURNING "id"`,
  )
  if (!ended[0]) return false
  await oweMail(tx, 'form_refunded', id)
  return true
}

/** The studio refunds a form's fee: the money back through the gateway first, then the answer marked and the sender told. */
export async function refundFormPayment(db: Db, id: number): Promise<void> {
  const payment = await paymentOf(db, 'form', id)
  if (!payment) throw new DomainError('refund_not_allowed')
  await gatewayNamed(db, payment.gateway).refund(payment.token)
  await inTransaction(db, async (tx) => {
    if (!(await endRefundedFormPayment(tx, id))) throw new DomainError('refund_not_allowed')
    await markPaymentReturned(tx, payment.token, 'refunded', payment.amountCents, null)
  })
}
