import type { CollectionAfterChangeHook } from 'payload'

import { afterCommit } from '@/lib/after-commit'
import { changedIds, sql } from '@/lib/database/sql'
import type { Order } from '@/payload-types'

import { sendOrderMails } from '@/commerce/orders/order-mails'

/**
 * When an order becomes dispatched, its customer is told once: `dispatched_at` is set by one
 * conditional statement, so of two saves (or a save repeated after a status went back and
 * forth) only the first that dispatches it sends the mail, after its transaction has committed.
 */
export const notifyDispatched: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'dispatched' || previousDoc?.status === 'dispatched') return doc
  const now = new Date().toISOString()
  const marked = await changedIds(
    { payload: req.payload, req },
    sql`UPDATE "orders" SET "dispatched_at" = ${now} WHERE "id" = ${doc.id} AND "dispatched_at" IS NULL RETURNING "id"`,
  )
  if (!marked.length) return doc
  await afterCommit(req, () => sendOrderMails(req.payload, doc.id, 'dispatched'))
  return { ...doc, dispatched_at: now }
}
