import { ValidationError, type CollectionBeforeChangeHook, type CollectionSlug } from 'payload'

import type { Db } from '@/lib/database/sql'
import { query, sql } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { messageOf } from '@/lib/domain-error-messages'

type RefundOnStatus = {
  collection: CollectionSlug
  table: string
  statusField: string
  /** Gives the money back and marks the document, in `db`'s transaction (the save's). */
  refund: (db: Required<Db>, id: number) => Promise<void>
  /** The columns the refund wrote beside the status, carried into the save. */
  marks: string[]
  refused: string
}

/**
 * A thing paid for whose status the studio may set to Refunded and to nothing else: the refund
 * runs in the save's transaction, and the save then carries the marks it wrote, so the document
 * read before the save cannot write the old ones back. The gateway's or the refund's refusal
 * comes back as the status field's error.
 */
export function refundOnStatus(options: RefundOnStatus): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, operation, req }) => {
    const to = data[options.statusField]
    if (operation !== 'update' || !originalDoc || !to || to === originalDoc[options.statusField]) return data
    const refuse = (message: string) =>
      new ValidationError({ collection: options.collection, req, errors: [{ path: options.statusField, message }] })
    if (to !== 'refunded') throw refuse(options.refused)
    const db = { payload: req.payload, req }
    try {
      await options.refund(db, originalDoc.id)
    } catch (error) {
      if (error instanceof DomainError) throw refuse(messageOf(error.code, error.params))
      throw error
    }
    const columns = [options.statusField, ...options.marks]
    const [row] = await query<Record<string, unknown>>(
      db,
      sql`SELECT ${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )} FROM ${sql.identifier(options.table)} WHERE "id" = ${originalDoc.id}`,
    )
    const marks = Object.fromEntries(
      columns.map((c) => [c, row[c] instanceof Date ? (row[c] as Date).toISOString() : row[c]]),
    )
    return { ...data, ...marks }
  }
}
