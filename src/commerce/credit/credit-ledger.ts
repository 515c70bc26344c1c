import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { toCents } from '@/commerce/money'
import { moveBalance } from '@/commerce/credit/store-credit'

/**
 * The one write path of the store-credit ledger: every new entry, the shop's (changeCredit) and
 * the studio's adjustments alike, moves the customer's balance in the save's own transaction by
 * the same conditional statement, which never takes it below zero, and records the balance after.
 * The studio's back-office form gives its amount in dollars and is always an adjustment.
 */
export const moveBalanceForEntry: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const byHand = data.amount_dollars !== undefined && data.amount_dollars !== null
  const cents = byHand ? toCents(Number(data.amount_dollars)) : Number(data.amount_cents)
  if (!Number.isFinite(cents) || cents === 0 || (byHand && Math.abs(cents) > 10_000_000))
    throw new APIError('Give an amount other than 0, in dollars (negative to take credit back).', 400, null, true)
  const userId = typeof data.user === 'object' ? Number(data.user?.id) : Number(data.user)
  const balance = await moveBalance({ payload: req.payload, req }, userId, cents)
  if (balance === null)
    throw new APIError('The customer does not have that much store credit to take back.', 400, null, true)
  return { ...data, amount_cents: cents, balance_after_cents: balance, reason: byHand ? 'adjustment' : data.reason }
}
