import { changedIds, query, sql, type Db } from '@/lib/database/sql'

import { promotionsChanged } from '@/commerce/checkout/promotion-codes'
import { returnOrderCredit } from '@/commerce/credit/store-credit'
import { returnStock } from '@/commerce/orders/stock'

export type OpenOrderRow = {
  id: unknown
  checkout_key: string | null
  payment_url: string | null
  payment_ref: string | null
  gateway: string | null
  hold_until: unknown
  created_at: unknown
}

type CancelReason = 'lapsed' | 'superseded' | 'declined' | 'artist'

/** The SKUs and quantities an order holds. */
export async function orderMoves(db: Db, orderId: number) {
  const rows = await query<{ sku: unknown; qty: unknown }>(
    db,
    sql`SELECT "sku_id" AS "sku", "qty" FROM "orders_lines" WHERE "_parent_id" = ${orderId}`,
  )
  return rows.map((row) => ({ sku: Number(row.sku), qty: Number(row.qty) }))
}

/** Gives back the promotion use an order counted. */
async function releasePromotion(db: Required<Db>, orderId: number) {
  await promotionsChanged(db)
  await query(
    db,
    sql`UPDATE "promotions" SET "times_used" = "times_used" - 1 WHERE "times_used" > 0
        AND "id" = (SELECT "promotion_id" FROM "orders" WHERE "id" = ${orderId})`,
  )
}

/**
 * Cancels an order still waiting for payment, once (the status changes only from awaiting
 * payment): its stock, promotion use and store credit go back. False when it was no longer waiting.
 */
export async function cancelOpenOrder(db: Required<Db>, orderId: number, reason: CancelReason): Promise<boolean> {
  const cancelled = await changedIds(
    db,
    sql`UPDATE "orders" SET "status" = 'cancelled', "cancel_reason" = ${reason}, "updated_at" = ${new Date().toISOString()}
        WHERE "id" = ${orderId} AND "status" = 'awaiting_payment' RETURNING "id"`,
  )
  if (!cancelled[0]) return false
  await returnStock(db, orderId, await orderMoves(db, orderId), 'release')
  await releasePromotion(db, orderId)
  await returnOrderCredit(db, orderId, 'order_returned')
  return true
}
