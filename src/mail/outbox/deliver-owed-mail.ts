import type { Payload } from 'payload'

import { query, sql } from '@/lib/database/sql'
import { siteUrl } from '@/lib/env'
import type { OwedMailKind } from '@/mail/outbox/owed-mail'
import { retryDelayMs, MAX_ATTEMPTS } from '@/mail/outbox/retry-delay'

import { sendMail, type Mail } from '@/mail/mailer'

/** An owed mail as its composer reads it. */
export type OwedMail = {
  id: number
  kind: OwedMailKind
  subject: number
  data: Record<string, unknown>
  attempts: number
  createdAt: string
}

/** Makes the mail a row owes from what the database says now; null when there is no one to send it to. */
export type ComposeOwedMail = (payload: Payload, mail: OwedMail) => Promise<Mail | null>

/** How long a runner holds a row while it composes and sends it (the mail transport gives up well before). */
const LEASE_MS = 60_000

type Row = { id: unknown; kind: string; subject: unknown; data: unknown; attempts: unknown; created_at: unknown }

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/**
 * One row taken for this runner, if it is still owed and no other runner holds it: the lease and
 * the attempt are counted in one conditional statement, so two runners (two instances, or a job
 * and a nudge) never send the same row at once.
 */
async function claim(payload: Payload, id: number, now: Date): Promise<OwedMail | null> {
  const at = now.toISOString()
  const [row] = await query<Row>(
    { payload },
    sql`UPDATE "owed_mails" SET "claimed_until" = ${new Date(now.getTime() + LEASE_MS).toISOString()},
          "attempts" = COALESCE("attempts", 0) + 1, "updated_at" = ${at}
        WHERE "id" = ${id} AND "status" = 'pending' AND "next_attempt_at" <= ${at}
          AND ("claimed_until" IS NULL OR "claimed_until" < ${at})
        RETURNING "id", "kind", "subject", "data", "attempts", "created_at"`,
  )
  if (!row) return null
  const data = typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data
  return {
    id: Number(row.id),
    kind: row.kind as OwedMailKind,
    subject: Number(row.subject),
    data: (data ?? {}) as Record<string, unknown>,
    attempts: Number(row.attempts),
    createdAt: iso(row.created_at),
  }
}

async function finish(payload: Payload, id: number, status: 'sent' | 'dropped', note: string | null) {
  const at = new Date().toISOString()
  await query(
    { payload },
    sql`UPDATE "owed_mails" SET "status" = ${status}, "sent_at" = ${status === 'sent' ? at : null}, "data" = NULL,
          "claimed_until" = NULL, "last_error" = ${note}, "updated_at" = ${at}
        WHERE "id" = ${id} RETURNING "id"`,
  )
}

async function postpone(payload: Payload, mail: OwedMail, error: unknown, now: Date) {
  const message = error instanceof Error ? error.message : String(error)
  const last = mail.attempts >= MAX_ATTEMPTS
  const next = new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString()
  await query(
    { payload },
    sql`UPDATE "owed_mails" SET "status" = ${last ? 'failed' : 'pending'}, "next_attempt_at" = ${next},
          "claimed_until" = NULL, "last_error" = ${message.slice(0, 2000)}, "updated_at" = ${new Date().toISOString()}
        WHERE "id" = ${mail.id} RETURNING "id"`,
  )
  const what = `${mail.kind} mail for ${mail.subject} (attempt ${mail.attempts})`
  if (last) payload.logger.error({ err: error }, `Gave up sending the ${what}; it is marked failed in Outgoing mail`)
  else payload.logger.warn(`Could not send the ${what}: ${message}; trying again at ${next}`)
}

/**
 * The same message id however often a row is sent: should a runner die after the mail server took
 * a message and before the row was marked sent, the repeat carries the id of the first, which mail
 * stores take as the same message.
 */
const messageIdOf = (mail: OwedMail) =>
  `<owed.${mail.id}.${new Date(mail.createdAt).getTime()}@${new URL(siteUrl).hostname}>`

/**
 * Sends what the outbox owes and is due, oldest first: each row claimed, composed from the
 * database as it is now, handed to the mail server, and marked sent only once the server took it.
 * A refusal or fault puts the row back with a growing delay; after MAX_ATTEMPTS it is marked
 * failed for the studio to see. Answers how many went out.
 */
export async function deliverOwedMail(payload: Payload, compose: ComposeOwedMail, now = new Date()): Promise<number> {
  // Time moves on while a long run sends: each lease is counted from the moment of its claim (or
  // from `now`, when a caller looks ahead), never from when the run began.
  const clock = () => new Date(Math.max(now.getTime(), Date.now()))
  let sent = 0
  for (;;) {
    const at = clock().toISOString()
    const due = await query<{ id: unknown }>(
      { payload },
      sql`SELECT "id" FROM "owed_mails" WHERE "status" = 'pending' AND "next_attempt_at" <= ${at}
          AND ("claimed_until" IS NULL OR "claimed_until" < ${at}) ORDER BY "id" LIMIT ${BATCH}`,
    )
    for (const { id } of due) if (await deliverOne(payload, compose, Number(id), clock())) sent++
    // A full batch may have more behind it; a row that failed is due again only later, so this ends.
    if (due.length < BATCH) return sent
  }
}

const BATCH = 100

/**
 * When the last lease on mail still owed runs out: a runner that died while sending holds its
 * rows until then (null when no row is held).
 */
export async function owedMailHeldUntil(payload: Payload): Promise<Date | null> {
  const [row] = await query<{ until: unknown }>(
    { payload },
    sql`SELECT MAX("claimed_until") AS "until" FROM "owed_mails" WHERE "status" = 'pending' AND "claimed_until" IS NOT NULL`,
  )
  return row?.until ? new Date(row.until instanceof Date ? row.until : String(row.until)) : null
}

/** One owed mail, if this runner can claim it: true once the mail server took it. */
async function deliverOne(payload: Payload, compose: ComposeOwedMail, id: number, now: Date): Promise<boolean> {
  const mail = await claim(payload, id, now)
  if (!mail) return false
  try {
    const message = await compose(payload, mail)
    if (!message) {
      await finish(payload, mail.id, 'dropped', 'Nobody to send it to.')
      return false
    }
    await sendMail({ ...message, messageId: messageIdOf(mail) })
  } catch (error) {
    // What it was about is gone (a deleted order or answer): nothing will ever make the mail.
    if (error instanceof Error && error.name === 'NotFound') await finish(payload, mail.id, 'dropped', error.message)
    else await postpone(payload, mail, error, now)
    return false
  }
  await finish(payload, mail.id, 'sent', null)
  return true
}
