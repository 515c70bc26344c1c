import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { toCents } from '@/commerce/money'
import { CREDIT_APPLIED, moveBalance } from '@/commerce/credit/store-credit'

/**
 * An entry the studio adds by hand: its amount (in dollars) changes the customer's balance in the
 * save's own transaction, by the same conditional statement as every other change, so an
 * adjustment can take credit back but never below zero. Entries written by the shop's code come
 * with their balance already changed.
 */
export const applyCreditAdjustment: CollectionBeforeChangeHook = async ({ data, operation, req, context }) => {
  if (operation !== 'create' || context[CREDIT_APPLIED]) return data
  const cents = toCents(Number(data.amount_dollars))
  if (!Number.isFinite(cents) || cents === 0 || Math.abs(cents) > 10_000_000)
    throw new APIError('Give an amount other than 0, in dollars (negative to take credit back).', 400, null, true)
  const userId = typeof data.user === 'object' ? Number(data.user?.id) : Number(data.user)
  const balance = await moveBalance({ payload: req.payload, req }, userId, cents)
  if (balance === null)
    throw new APIError('The customer does not have that much store credit to take back.', 400, null, true)
  return { ...data, amount_cents: cents, balance_after_cents: balance, reason: 'adjustment' }
}
