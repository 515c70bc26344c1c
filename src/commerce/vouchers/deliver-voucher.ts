import type { Payload } from 'payload'

import { inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { oweMail } from '@/mail/outbox/owed-mail'

import { studioToday } from '@/commerce/vouchers/studio-day'

/** Paid, not handed to the outbox yet, and its day (in the studio's calendar) has come. */
const isDue = (now: Date) =>
  sql`"status" IN ('paid', 'redeemed') AND "sent_at" IS NULL
      AND ("send_on" IS NULL OR "send_on" <= ${`${studioToday(now)}T23:59:59.999Z`})`

/**
 * Owes a paid voucher's e-mail once its day has come, in the caller's transaction: `sent_at` is
 * set in one conditional statement together with the owed mail, so two runs cannot both owe it,
 * and a crash either leaves both or neither. The outbox sends it (and retries until the mail
 * server takes it). True when this call owed it.
 */
export async function queueVoucher(db: Db, id: number, now = new Date()): Promise<boolean> {
  const [claimed] = await query<{ recipient_email: string | null }>(
    db,
    sql`UPDATE "gift_vouchers" SET "sent_at" = ${now.toISOString()} WHERE "id" = ${id} AND ${isDue(now)}
        RETURNING "recipient_email"`,
  )
  if (!claimed) return false
  // A recipient is an address the buyer typed: its mail counts against that address's daily
  // share and, past it, waits until the address has room. It is paid for, so it is never dropped.
  const address = claimed.recipient_email
  await oweMail(db, 'voucher_code', id, address ? { recipient: { kind: 'voucher_code', address } } : {})
  return true
}

/** Paid vouchers whose day has come (in the studio's calendar) and that are not owed yet: each owed once. */
export async function deliverDueVouchers(payload: Payload, now = new Date()): Promise<number> {
  const due = await query<{ id: unknown }>(
    { payload },
    sql`SELECT "id" FROM "gift_vouchers" WHERE ${isDue(now)} ORDER BY "id" LIMIT 100`,
  )
  let owed = 0
  for (const { id } of due) if (await inTransaction({ payload }, (tx) => queueVoucher(tx, Number(id), now))) owed++
  return owed
}
