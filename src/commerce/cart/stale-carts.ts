import { changedIds, inTransaction, query, sql, valueList, type Db } from '@/lib/database/sql'

/** An anonymous cart is cleared away after this many days without a change. */
export const STALE_CART_DAYS = 30
const BATCH = 500

/**
 * Deletes anonymous carts (no customer) with no change since `untouchedSince`, with their lines:
 * neither the cart (made, or a line removed) nor any of its lines (added, or a quantity changed)
 * was written after that time. Reading a cart does not count, or every crawler would keep its
 * cart alive. Customers' carts stay whatever their age. Works in batches, each in a transaction
 * of its own, so other writes take their turn between them; answers how many carts went.
 */
export async function removeStaleCarts(db: Db, untouchedSince: Date, batchSize = BATCH): Promise<number> {
  const since = untouchedSince.toISOString()
  let removed = 0
  for (;;) {
    const gone = await inTransaction(db, async (tx) => {
      const ids = (
        await query<{ id: unknown }>(
          tx,
          sql`SELECT "carts"."id" AS "id" FROM "carts" WHERE "carts"."user_id" IS NULL AND "carts"."updated_at" < ${since}
              AND NOT EXISTS (SELECT 1 FROM "cart_items" WHERE "cart_items"."cart_id" = "carts"."id" AND "cart_items"."updated_at" >= ${since})
              ORDER BY "carts"."id" LIMIT ${batchSize}`,
        )
      ).map((row) => Number(row.id))
      if (ids.length === 0) return 0
      const list = valueList(ids)
      // Lines first: their reference to the cart would otherwise stop the cart's deletion.
      await changedIds(tx, sql`DELETE FROM "cart_items" WHERE "cart_id" IN (${list}) RETURNING "id"`)
      return (await changedIds(tx, sql`DELETE FROM "carts" WHERE "id" IN (${list}) RETURNING "id"`)).length
    })
    removed += gone
    if (gone < batchSize) return removed
  }
}
