import { query, sql, type Db } from '@/lib/database/sql'

/**
 * The originals held for a customer by their order waiting for payment, and until when: the
 * checkout says so plainly (a customer back from the payment page sees their painting is safe).
 */
export async function openHold(db: Db, userId: number): Promise<{ holdUntil: string | null; heldSkus: number[] }> {
  const rows = await query<{ hold_until: unknown; sku: unknown }>(
    db,
    sql`SELECT "orders"."hold_until" AS "hold_until", "orders_lines"."sku_id" AS "sku" FROM "orders"
        JOIN "orders_lines" ON "orders_lines"."_parent_id" = "orders"."id"
        WHERE "orders"."user_id" = ${userId} AND "orders"."status" = 'awaiting_payment' AND "orders"."stock_held" = ${true}
        AND "orders_lines"."is_original" = ${true} AND "orders"."hold_until" > ${new Date().toISOString()}`,
  )
  if (!rows[0]) return { holdUntil: null, heldSkus: [] }
  const until = rows.map((row) => new Date(String(row.hold_until)).getTime()).reduce((a, b) => Math.max(a, b))
  return { holdUntil: new Date(until).toISOString(), heldSkus: rows.map((row) => Number(row.sku)) }
}
