import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { query, sql } from '@/lib/database/sql'
import { oweMail } from '@/mail/outbox/owed-mail'
import type { ShippingQuote } from '@/payload-types'

/**
 * A quote is sent with its price: quoted without an amount is refused. `quoted_at` marks that
 * the customer was told; a request set back to waiting is open again (cleared), and no other
 * save clears it (a form loaded before the answer would send it empty).
 */
export const checkQuote: CollectionBeforeChangeHook<ShippingQuote> = ({ data, originalDoc, req }) => {
  const status = data.status ?? originalDoc?.status
  const amount = 'amount' in data ? data.amount : originalDoc?.amount
  if (status === 'quoted' && (amount == null || Number.isNaN(amount))) {
    throw new ValidationError({
      collection: 'shipping-quotes',
      req,
      errors: [{ path: 'amount', message: 'Enter your price before setting the request to Quoted.' }],
    })
  }
  if (status === 'requested') data.quoted_at = null
  else if (originalDoc?.quoted_at) data.quoted_at = originalDoc.quoted_at
  return data
}

/**
 * When a request becomes quoted, the customer is e-mailed the price once: `quoted_at` is set by
 * one conditional statement, and the mail is owed in the save's own transaction (a request
 * quoted again after going back to waiting is a new occasion, and a new mail).
 */
export const notifyQuoted: CollectionAfterChangeHook<ShippingQuote> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'quoted' || previousDoc?.status === 'quoted') return doc
  const now = new Date().toISOString()
  const db = { payload: req.payload, req }
  const [marked] = await query<{ email: string | null }>(
    db,
    sql`UPDATE "shipping_quotes" SET "quoted_at" = ${now} WHERE "id" = ${doc.id} AND "quoted_at" IS NULL
        RETURNING (SELECT "email" FROM "users" WHERE "users"."id" = "shipping_quotes"."user_id") AS "email"`,
  )
  if (!marked) return doc
  // The answer goes to the customer's address, counted against its daily share of such mail.
  const recipient = marked.email ? { kind: 'quote_answered' as const, address: marked.email } : undefined
  await oweMail(db, 'quote_answered', doc.id, { occasion: now, recipient })
  return { ...doc, quoted_at: now }
}
