import type { CollectionAfterDeleteHook } from 'payload'

import { query, sql } from '@/lib/database/sql'

/**
 * A deleted form answer (the studio may delete answers) keeps its payment record, the books need
 * it, but frees its place: SQLite may give the next answer the same id, and that answer's payment
 * must not be taken for the old one's.
 */
export const detachPayments =
  (kind: 'order' | 'voucher' | 'form'): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    await query(
      { payload: req.payload, req },
      sql`UPDATE "payments" SET "payable_key" = ${`deleted:`} || "token" WHERE "payable_key" = ${`${kind}:${id}`} RETURNING "id"`,
    )
  }
