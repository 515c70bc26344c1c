import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { afterCommit } from '@/lib/after-commit'
import { query, sql } from '@/lib/database/sql'

import { sendVoucherMail } from '@/commerce/vouchers/voucher-mails'

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
 * Sends the voucher again once the save has committed, to the recipient (or the buyer) as the
 * save left them: the studio corrects a mistyped address and sends it in one step.
 */
export const sendAgainAfterSave: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!context[SEND_AGAIN]) return doc
  await afterCommit(req, async () => {
    await sendVoucherMail(req.payload, doc.id)
    await query(
      { payload: req.payload },
      sql`UPDATE "gift_vouchers" SET "sent_at" = ${new Date().toISOString()} WHERE "id" = ${doc.id} RETURNING "id"`,
    )
  })
  return doc
}
