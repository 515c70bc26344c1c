import type { CollectionAfterChangeHook } from 'payload'

import { changedIds, sql } from '@/lib/database/sql'
import { oweMail } from '@/mail/outbox/owed-mail'
import type { Order } from '@/payload-types'

/**
 * When an order becomes dispatched, its customer is told once: `dispatched_at` is set by one
 * conditional statement, so of two saves (or a save repeated after a status went back and
 * forth) only the first that dispatches it owes the mail, in its own transaction.
 */
export const notifyDispatched: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'dispatched' || previousDoc?.status === 'dispatched') return doc
  const now = new Date().toISOString()
  const marked = await changedIds(
    { payload: req.payload, req },
    sql`UPDATE "orders" SET "dispatched_at" = ${now} WHERE "id" = ${doc.id} AND "dispatched_at" IS NULL RETURNING "id"`,
  )
  if (!marked.length) return doc
  await oweMail({ payload: req.payload, req }, 'order_dispatched', doc.id)
  return { ...doc, dispatched_at: now }
}
