import type { Payload } from 'payload'

import { afterCommit } from '@/lib/after-commit'
import { query, sql, type Db } from '@/lib/database/sql'
import { normalizeEmailAddress } from '@/lib/email-address'
import { releaseTime, type LimitedMail } from '@/mail/outbox/recipient-limits'

export const owedMailStatuses = ['pending', 'sent', 'dropped', 'failed'] as const

/** Every mail a committed change can owe; each has one composer (src/jobs/owed-mail-kinds.ts). */
export const owedMailKinds = [
  'order_paid',
  'order_new',
  'order_dispatched',
  'order_refunded',
  'voucher_receipt',
  'voucher_studio',
  'voucher_code',
  'voucher_refunded',
  'form_answers',
  'form_invoice',
  'form_refunded',
  'quote_requested',
  'quote_answered',
  'newsletter_confirm',
  'newsletter_welcome',
  'stock_available',
] as const

export type OwedMailKind = (typeof owedMailKinds)[number]

type Drainer = (payload: Payload) => void

// Shared through globalThis like the after-commit tasks: the hooks may load another copy of this module.
const slot = ((globalThis as Record<symbol, unknown>)[Symbol.for('atelier.outbox-drainer')] ??= {
  drain: undefined,
}) as { drain?: Drainer }

/** Sets what runs the outbox once a transaction that owes mail has committed (the outbox runner does, as it loads). */
export function setOutboxDrainer(drain: Drainer): void {
  slot.drain = drain
}

/**
 * Records a mail that `db`'s change owes, in the same transaction, so it stands or falls with the
 * change: a crash after the commit still finds it owed, and a rollback owes nothing. One mail per
 * (kind, subject, occasion): writing it again, as a retried callback would, adds nothing. Once
 * committed, the outbox runner is asked to deliver it at once; the job runner retries what fails.
 *
 * `recipient` names an address someone else typed (a voucher's recipient): the mail counts against
 * that address's limits and, when it already had its share of the day, is held (`held_until`) and
 * goes out once it fits, never dropped (src/mail/outbox/recipient-limits.ts).
 */
export async function oweMail(
  db: Db,
  kind: OwedMailKind,
  subject: number,
  options: {
    occasion?: string
    data?: Record<string, unknown>
    recipient?: { kind: LimitedMail; address: string }
  } = {},
): Promise<void> {
  const now = new Date()
  const at = now.toISOString()
  const key = `${kind}:${subject}${options.occasion ? `:${options.occasion}` : ''}`
  const data = options.data === undefined ? null : JSON.stringify(options.data)
  const { recipient } = options
  const release = recipient ? await releaseTime(db, recipient.kind, recipient.address, now) : now
  const held = release > now ? release.toISOString() : null
  const address = recipient ? normalizeEmailAddress(recipient.address) : null
  await query(
    db,
    sql`INSERT INTO "owed_mails" ("kind", "subject", "dedupe_key", "data", "status", "attempts", "next_attempt_at",
          "recipient", "held_until", "updated_at", "created_at")
        VALUES (${kind}, ${subject}, ${key}, ${data}, 'pending', 0, ${release.toISOString()},
          ${address}, ${held}, ${at}, ${at})
        ON CONFLICT ("dedupe_key") DO NOTHING`,
  )
  if (held)
    db.payload.logger.warn(
      `The ${kind} mail for ${subject} is held until ${held}: its address had its share of the day`,
    )
  await afterCommit(db.req, async () => slot.drain?.(db.payload))
}
