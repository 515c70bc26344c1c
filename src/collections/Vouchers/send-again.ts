import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { query, sql } from '@/lib/database/sql'
import { oweMail } from '@/mail/outbox/owed-mail'

const SEND_AGAIN = 'voucherSendAgain'

/** "Send the voucher e-mail again" is an action, not a setting: taken from the save, never stored. */
export const takeSendAgain: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || !data.send_again) return { ...data, send_again: false }
  if (originalDoc?.status !== 'paid')
    throw new APIError('Only a paid voucher that has not been redeemed can be sent again.', 400, null, true)
  context[SEND_AGAIN] = true
  return { ...data, send_again: false }
}

/**
 * Owes the voucher's mail again in the save's transaction, to the recipient (or the buyer) as the
 * save left them: the studio corrects a mistyped address and sends it in one step.
 */
export const sendAgainAfterSave: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!context[SEND_AGAIN]) return doc
  const db = { payload: req.payload, req }
  const now = new Date().toISOString()
  await query(db, sql`UPDATE "gift_vouchers" SET "sent_at" = ${now} WHERE "id" = ${doc.id} RETURNING "id"`)
  await oweMail(db, 'voucher_code', doc.id, { occasion: `again-${now}` })
  return doc
}
