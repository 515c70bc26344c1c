import { inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'

import { changeCredit } from '@/commerce/credit/store-credit'
import { normalizeVoucherCode } from '@/commerce/vouchers/voucher-code'

/**
 * redeem: a paid voucher's whole amount becomes the signed-in customer's store credit, once. The
 * voucher moves from paid to redeemed in one conditional statement, so of any number of parallel
 * redemptions exactly one wins; the credit and its ledger entry are written in the same
 * transaction. A code that is not a paid voucher's is unknown (an unpaid voucher's code was never
 * shown to anyone); a redeemed one says so.
 */
export async function redeemVoucher(db: Db, userId: number, typed: string) {
  const code = normalizeVoucherCode(typed)
  if (!code) throw new DomainError('voucher_not_found')
  return inTransaction(db, async (tx) => {
    const [won] = await query<{ id: unknown; amount_cents: unknown }>(
      tx,
      sql`UPDATE "gift_vouchers" SET "status" = 'redeemed', "redeemed_by_id" = ${userId}, "redeemed_at" = ${new Date().toISOString()}
          WHERE "code" = ${code} AND "status" = 'paid' RETURNING "id", "amount_cents"`,
    )
    if (!won) {
      const [voucher] = await query<{ status: string }>(
        tx,
        sql`SELECT "status" FROM "gift_vouchers" WHERE "code" = ${code}`,
      )
      throw new DomainError(voucher?.status === 'redeemed' ? 'voucher_already_redeemed' : 'voucher_not_found')
    }
    const amountCents = Number(won.amount_cents)
    const balanceCents = await changeCredit(tx, {
      userId,
      cents: amountCents,
      reason: 'voucher',
      voucherId: Number(won.id),
    })
    return { amountCents, balanceCents: balanceCents ?? 0 }
  })
}
