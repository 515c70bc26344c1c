import { ValidationError, type CollectionAfterReadHook, type CollectionBeforeChangeHook, type Field } from 'payload'

import { hasAdminRole } from '@/access/is-admin'
import { changedIds, query, sql } from '@/lib/database/sql'
import type { Sku } from '@/payload-types'

/**
 * The stock as the studio's screen was given it. Orders change the stock while she edits, so a
 * save sets another stock only while it is still the one she saw, and a save that leaves it as
 * she saw it does not write it back: an order is never undone by a form.
 */
export const stockAsReadField: Field = { name: 'stock_as_read', type: 'number', virtual: true, admin: { hidden: true } }

/** On the studio's screen of one SKU: the stock it shows. */
export const readStockAsShown: CollectionAfterReadHook<Sku> = ({ doc, findMany, req }) =>
  findMany || !hasAdminRole(req.user) ? doc : { ...doc, stock_as_read: doc.stock }

export const keepOrdersStock: CollectionBeforeChangeHook<Sku> = async ({ data, originalDoc, operation, req }) => {
  const { stock, stock_as_read: asRead } = data
  if (operation !== 'update' || !originalDoc || asRead == null || stock == null) return data
  const db = { payload: req.payload, req }
  if (stock === asRead) {
    // Unchanged on her screen: the stock stays whatever the orders have made it. The statement
    // also holds the row until the save commits, so no order's change falls between this read
    // and the save's write.
    const [now] = await query<{ stock: number }>(
      db,
      sql`UPDATE "skus" SET "stock" = "stock" WHERE "id" = ${originalDoc.id} RETURNING "stock"`,
    )
    return { ...data, stock: now?.stock ?? originalDoc.stock }
  }
  const set = await changedIds(
    db,
    sql`UPDATE "skus" SET "stock" = ${stock} WHERE "id" = ${originalDoc.id} AND "stock" = ${asRead} RETURNING "id"`,
  )
  if (set[0]) return data
  const [now] = await query<{ stock: number }>(db, sql`SELECT "stock" FROM "skus" WHERE "id" = ${originalDoc.id}`)
  throw new ValidationError({
    collection: 'skus',
    req,
    errors: [
      { path: 'stock', message: `An order changed the stock while you were editing: ${now?.stock} now. Set it again.` },
    ],
  })
}
