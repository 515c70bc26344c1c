import type { Payload } from 'payload'

import { changedIds, query, sql, type Db } from '@/lib/database/sql'

import { studioToday } from '@/commerce/vouchers/studio-day'
import { sendVoucherMail } from '@/commerce/vouchers/voucher-mails'

/** Paid, not sent yet, and its day (in the studio's calendar) has come. */
const isDue = (now: Date) =>
  sql`"status" IN ('paid', 'redeemed') AND "sent_at" IS NULL
      AND ("send_on" IS NULL OR "send_on" <= ${`${studioToday(now)}T23:59:59.999Z`})`

/**
 * Sends a paid voucher's e-mail once, when its day has come: the voucher is marked sent in one
 * conditional statement before the mail goes, so two runs cannot both send it; a mail the server
 * refuses clears the mark again, for the next run to try. True when this call sent it.
 */
export async function deliverVoucher(payload: Payload, id: number, now = new Date()): Promise<boolean> {
  const db: Db = { payload }
  const claimed = await changedIds(
    db,
    sql`UPDATE "gift_vouchers" SET "sent_at" = ${now.toISOString()} WHERE "id" = ${id} AND ${isDue(now)} RETURNING "id"`,
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
  const due = await query<{ id: unknown }>(
    { payload },
    sql`SELECT "id" FROM "gift_vouchers" WHERE ${isDue(now)} ORDER BY "id" LIMIT 100`,
  )
  let sent = 0
  for (const { id } of due) {
    try {
      if (await deliverVoucher(payload, Number(id), now)) sent++
    } catch (error) {
      payload.logger.error({ err: error }, `Could not send gift voucher ${String(id)}; the next run tries again`)
    }
  }
  return sent
}
