import { query, sql, type Db } from '@/lib/database/sql'
import { normalizeEmailAddress } from '@/lib/email-address'
import { databaseKind } from '@/lib/env'

export const DAY_MS = 24 * 60 * 60_000

/** What is counted against an address someone else typed: these owed mails (a piece's availability too), and newsletter confirmations. */
export type LimitedMail = 'voucher_code' | 'quote_answered' | 'newsletter_confirm' | 'stock_available'

/**
 * How many mails an address typed by someone else may get in any 24 hours: of each kind, and of
 * all of them together. The shop must not become a way to fill a stranger's inbox, however many
 * vouchers are bought for them, quotes answered or sign-ups made in their name. (A newsletter list
 * also sends each entry at most one confirmation a day, src/forms/newsletter.ts.)
 */
export const recipientLimits = {
  perKind: { voucher_code: 3, quote_answered: 3, newsletter_confirm: 3, stock_available: 3 } satisfies Record<
    LimitedMail,
    number
  >,
  all: 5,
}

/** When mails to one address went or will go, and how many of them any 24 hours may hold. */
export type Allowance = { times: readonly number[]; max: number }

/** Whether one more mail at `t` keeps every 24 hours (a half-open window) that holds it at `max` or fewer. */
function fits({ times, max }: Allowance, t: number): boolean {
  // The fullest windows holding `t` are the one ending at `t` and those ending at a later mail.
  const ends = [t, ...times.filter((r) => r > t && r < t + DAY_MS)]
  return ends.every((end) => times.filter((r) => r > end - DAY_MS && r <= end).length < max)
}

/**
 * The earliest moment at or after `now` at which one more mail fits every allowance. A moment
 * becomes free only when a mail leaves the window, a day after it, so those are the candidates.
 */
export function nextSlot(allowances: readonly Allowance[], now: number): number {
  const later = allowances.flatMap((a) => a.times.map((r) => r + DAY_MS)).filter((t) => t > now)
  const candidates = [now, ...later.sort((a, b) => a - b)]
  return candidates.find((t) => allowances.every((a) => fits(a, t))) ?? candidates[candidates.length - 1]
}

const epoch = (value: unknown) => new Date(value instanceof Date ? value : String(value)).getTime()

/**
 * Takes the address for the rest of the caller's transaction, so that two changes owing it mail
 * at once count each other: PostgreSQL by an advisory lock on the address; SQLite writes one
 * transaction at a time anyway.
 */
export async function lockRecipient(db: Db, address: string) {
  if (databaseKind !== 'postgres') return
  const key = `mail-to:${normalizeEmailAddress(address)}`
  await query(db, sql`SELECT pg_advisory_xact_lock(hashtext(${key})) AS "locked"`)
}

/**
 * When a mail of `kind` to `address` may go, counted from the database (so it holds across
 * restarts and instances): the owed mails counted against the address, by when they go, and the
 * newsletter confirmations sent to it. Now, or later when the address already had its share.
 * Call it in the transaction that owes the mail.
 */
export async function releaseTime(db: Db, kind: LimitedMail, address: string, now = new Date()): Promise<Date> {
  const recipient = normalizeEmailAddress(address)
  await lockRecipient(db, recipient)
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  const rows = await query<{ kind: unknown; at: unknown }>(
    db,
    sql`SELECT "kind", COALESCE("held_until", "created_at") AS "at" FROM "owed_mails"
          WHERE "recipient" = ${recipient} AND COALESCE("held_until", "created_at") > ${since}
        UNION ALL
        SELECT 'newsletter_confirm' AS "kind", "confirm_sent_at" AS "at" FROM "subscribers"
          WHERE "email" = ${recipient} AND "confirm_sent_at" > ${since}`,
  )
  const all = rows.map((row) => epoch(row.at))
  const ofKind = rows.filter((row) => row.kind === kind).map((row) => epoch(row.at))
  const at = nextSlot(
    [
      { times: all, max: recipientLimits.all },
      { times: ofKind, max: recipientLimits.perKind[kind] },
    ],
    now.getTime(),
  )
  return new Date(at)
}
