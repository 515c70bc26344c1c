import { changedIds, inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { oweMail } from '@/mail/outbox/owed-mail'

import { changeCredit, creditBalance } from '@/commerce/credit/store-credit'
import { gatewayNamed } from '@/commerce/payments/gateways'
import { markPaymentReturned, paymentOf } from '@/commerce/payments/payment-record'

type VoucherRow = { status: string; amount_cents: unknown; redeemed_by_id: unknown }

async function voucherRow(db: Db, id: number): Promise<VoucherRow | undefined> {
  const [row] = await query<VoucherRow>(
    db,
    sql`SELECT "status", "amount_cents", "redeemed_by_id" FROM "gift_vouchers" WHERE "id" = ${id}`,
  )
  return row
}

/**
 * Ends a voucher whose money went back, in the caller's transaction: an unredeemed voucher's code
 * stops working; the store credit a redeemed one became is taken back from the balance, never
 * below zero. What was already spent of it is kept on the voucher as owed, for the studio to see.
 * The buyer's refund e-mail is owed. False when the voucher had ended already.
 */
export async function endRefundedVoucher(tx: Required<Db>, id: number, takeBackCents?: number): Promise<boolean> {
  const ended = await changedIds(
    tx,
    sql`UPDATE "gift_vouchers" SET "status" = 'refunded', "refunded_at" = ${new Date().toISOString()}
        WHERE "id" = ${id} AND "status" IN ('paid', 'redeemed') RETURNING "id"`,
  )
  if (!ended[0]) return false
  const voucher = (await voucherRow(tx, id))!
  if (voucher.redeemed_by_id != null) {
    const userId = Number(voucher.redeemed_by_id)
    const wanted = takeBackCents ?? Number(voucher.amount_cents)
    const taken = Math.min(wanted, await creditBalance(tx, userId))
    if (
      taken > 0 &&
      (await changeCredit(tx, { userId, cents: -taken, reason: 'voucher_refunded', voucherId: id })) === null
    )
      throw new DomainError('credit_insufficient')
    await query(
      tx,
      sql`UPDATE "gift_vouchers" SET "credit_taken_cents" = ${taken}, "credit_owed_cents" = ${wanted - taken} WHERE "id" = ${id}`,
    )
  }
  await oweMail(tx, 'voucher_refunded', id)
  return true
}

/**
 * The studio refunds a gift voucher: an unredeemed one whole; a redeemed one by the store credit
 * it became that is still unspent (the gateway gives back that part). The money goes back first,
 * so a voucher is only marked refunded once it is on its way; a refund the gateway refuses
 * changes nothing. A redeemed voucher whose credit is all spent cannot be refunded here.
 */
export async function refundVoucher(db: Db, id: number): Promise<void> {
  const voucher = await voucherRow(db, id)
  if (!voucher) throw new DomainError('voucher_not_found')
  const payment = await paymentOf(db, 'voucher', id)
  if (!payment || (voucher.status !== 'paid' && voucher.status !== 'redeemed'))
    throw new DomainError('voucher_not_refundable')
  const amount = Number(voucher.amount_cents)
  const unspent =
    voucher.status === 'redeemed' ? Math.min(amount, await creditBalance(db, Number(voucher.redeemed_by_id))) : amount
  if (unspent <= 0) throw new DomainError('voucher_not_refundable')
  await gatewayNamed(db, payment.gateway).refund(payment.token, unspent < amount ? unspent : undefined)
  await inTransaction(db, async (tx) => {
    if (!(await endRefundedVoucher(tx, id, unspent))) throw new DomainError('voucher_not_refundable')
    await markPaymentReturned(tx, payment.token, 'refunded', unspent, null)
  })
}
