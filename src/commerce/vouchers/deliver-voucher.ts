import type { Payload } from 'payload'

import { changedIds, query, sql, type Db } from '@/lib/database/sql'

import { studioToday } from '@/commerce/vouchers/studio-day'
import { sendVoucherMail } from '@/commerce/vouchers/voucher-mails'

/**
 * Sends a paid voucher's e-mail once: the voucher is marked sent in one conditional statement
 * before the mail goes, so two runs cannot both send it; a mail the server refuses clears the mark
 * again, for the next run to try. True when this call sent it.
 */
export async function deliverVoucher(payload: Payload, id: number): Promise<boolean> {
  const db: Db = { payload }
  const claimed = await changedIds(
    db,
    sql`UPDATE "gift_vouchers" SET "sent_at" = ${new Date().toISOString()}
        WHERE "id" = ${id} AND "status" IN ('paid', 'redeemed') AND "sent_at" IS NULL RETURNING "id"`,
  )
  if (!claimed[0]) return false
  try {
    await sendVoucherMail(payload, id)
    return true
  } catch (error) {
    await query(db, sql`UPDATE "gift_vouchers" SET "sent_at" = NULL WHERE "id" = ${id} RETURNING "id"`)
    throw error
  }
}

/** Paid vouchers whose day has come (in the studio's calendar) and that have not gone out yet. */
export async function deliverDueVouchers(payload: Payload, now = new Date()): Promise<number> {
  const endOfToday = `${studioToday(now)}T23:59:59.999Z`
  const due = await query<{ id: unknown }>(
    { payload },
    sql`SELECT "id" FROM "gift_vouchers" WHERE "status" IN ('paid', 'redeemed') AND "sent_at" IS NULL
        AND ("send_on" IS NULL OR "send_on" <= ${endOfToday}) ORDER BY "id" LIMIT 100`,
  )
  let sent = 0
  for (const { id } of due) {
    try {
      if (await deliverVoucher(payload, Number(id))) sent++
    } catch (error) {
      payload.logger.error({ err: error }, `Could not send gift voucher ${String(id)}; the next run tries again`)
    }
  }
  return sent
}
