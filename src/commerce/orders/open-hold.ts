import { query, sql, type Db } from '@/lib/database/sql'

export type OpenHold = {
  /** Until when the originals are held (the latest hold), or null when none is. */
  holdUntil: string | null
  /** How many of each SKU the customer's waiting orders hold: theirs to buy, beside the stock left. */
  held: Map<number, number>
  /** The originals among them. */
  heldOriginals: number[]
}

/**
 * What a customer's orders waiting for payment hold: the checkout counts those items as theirs
 * (a customer back from the payment page can place the order again), and says plainly until when
 * an original is held for them.
 */
export async function openHold(db: Db, userId: number): Promise<OpenHold> {
  const rows = await query<{ hold_until: unknown; sku: unknown; qty: unknown; is_original: unknown }>(
    db,
    sql`SELECT "orders"."hold_until" AS "hold_until", "orders_lines"."sku_id" AS "sku", "orders_lines"."qty" AS "qty",
        "orders_lines"."is_original" AS "is_original" FROM "orders"
        JOIN "orders_lines" ON "orders_lines"."_parent_id" = "orders"."id"
        WHERE "orders"."user_id" = ${userId} AND "orders"."status" = 'awaiting_payment' AND "orders"."stock_held" = ${true}
        AND "orders"."hold_until" > ${new Date().toISOString()}`,
  )
  const held = new Map<number, number>()
  let until = 0
  const heldOriginals: number[] = []
  for (const row of rows) {
    const sku = Number(row.sku)
    held.set(sku, (held.get(sku) ?? 0) + Number(row.qty))
    if (row.is_original === true || Number(row.is_original) === 1) {
      heldOriginals.push(sku)
      until = Math.max(until, new Date(String(row.hold_until)).getTime())
    }
  }
  return { holdUntil: until ? new Date(until).toISOString() : null, held, heldOriginals }
}
