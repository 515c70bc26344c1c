import { query, sql, valueList, type Db } from '@/lib/database/sql'

/**
 * What a visitor is told about a SKU: for sale; reserved (someone's checkout holds the last of it,
 * which comes back if they do not pay); sold (a one-of-a-kind piece, bought); or out of stock.
 */
export type Availability = 'in_stock' | 'reserved' | 'sold' | 'out_of_stock'

export type SkuAvailability = { availability: Availability; reserved_until: string | null }

/** The word for a SKU from its stock and the earliest end of a hold on it (null when none holds it). */
export function availabilityOf(
  sku: { stock: number; is_original?: boolean | null },
  reservedUntil: string | null,
): SkuAvailability {
  if (sku.stock > 0) return { availability: 'in_stock', reserved_until: null }
  if (reservedUntil) return { availability: 'reserved', reserved_until: reservedUntil }
  return { availability: sku.is_original ? 'sold' : 'out_of_stock', reserved_until: null }
}

/**
 * For each of `skuIds` held by an order still waiting for payment, when the first of those holds
 * ends: the earliest moment a unit may come back. A hold past its end still counts until the
 * lapse job has ended it (within a minute), since until then the piece cannot be bought.
 */
export async function reservations(db: Db, skuIds: readonly number[]): Promise<Map<number, string>> {
  if (skuIds.length === 0) return new Map()
  const rows = await query<{ sku: unknown; until: unknown }>(
    db,
    sql`SELECT "orders_lines"."sku_id" AS "sku", MIN("orders"."hold_until") AS "until" FROM "orders"
        JOIN "orders_lines" ON "orders_lines"."_parent_id" = "orders"."id"
        WHERE "orders"."status" = 'awaiting_payment' AND "orders"."stock_held" = ${true}
          AND "orders_lines"."sku_id" IN (${valueList(skuIds)})
        GROUP BY "orders_lines"."sku_id"`,
  )
  const at = (value: unknown) => new Date(value instanceof Date ? value : String(value)).toISOString()
  return new Map(rows.filter((row) => row.until != null).map((row) => [Number(row.sku), at(row.until)]))
}

/** The word for one SKU now (the database is asked about holds only when it has no stock). */
export async function skuAvailability(
  db: Db,
  sku: { id: number; stock: number; is_original?: boolean | null },
): Promise<SkuAvailability> {
  const held = sku.stock > 0 ? null : ((await reservations(db, [sku.id])).get(sku.id) ?? null)
  return availabilityOf(sku, held)
}

/** A product as its page shows it: with the word its buy box starts from, for its only SKU. */
export async function withAvailability<P extends { sku: number }>(
  db: Db,
  product: P,
  skus: readonly { id: number; stock: number; is_original?: boolean | null }[],
): Promise<P & { availability: SkuAvailability }> {
  const only = skus.find((sku) => sku.id === product.sku)
  const availability = only ? await skuAvailability(db, only) : availabilityOf({ stock: 1 }, null)
  return { ...product, availability }
}
