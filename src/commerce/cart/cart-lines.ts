import { changedIds, query, sql, type Db } from '@/lib/database/sql'

import { DomainError } from '@/lib/domain-error'
import { relationId } from '@/lib/relation-id'

import { addonsKey, resolveAddons, type AddonValue, type ChosenAddon } from '@/commerce/addon-choices'
import { getCatalogue } from '@/commerce/catalogue'
import { addonsOf } from '@/commerce/present-product'
import { isUniqueViolation } from '@/commerce/cart/cart-session'

/** The most of one item a cart line holds (spec: quantities from 1 to 999). */
const MAX_LINE_QTY = 999

/** A line after a change; `cappedAt` is the stock when it held the quantity below the one asked for. */
export type LineResult = { id: number; qty: number; can_purchase_qty: number; cappedAt: number | null }

/** A SKU of a published product, with the addons it may have; a 404 when there is none. */
async function sellable(db: Db, skuId: number) {
  const { payload } = db
  const catalogue = await getCatalogue(payload)
  const sku = catalogue.skus.get(skuId)
  const product = sku ? catalogue.byId.get(relationId(sku.product) ?? -1) : undefined
  if (!sku || !product) throw new DomainError('item_not_in_shop')
  const { addons, groupaddons } = addonsOf(product, catalogue)
  return { sku, offered: [...addons, ...groupaddons] }
}

const toNumber = (value: unknown) => Number(value)

/**
 * A change's time in the form Payload stores (ISO text on SQLite, read as a timestamp by
 * PostgreSQL): raw updates set it too, since the stale-cart job goes by the last change.
 */
const changedNow = () => new Date().toISOString()

/**
 * Adds to the line of this SKU and addons, or starts it: one atomic statement raises the quantity
 * so parallel adds all count, and the unique line key keeps a second line from being made. The
 * quantity is capped at the stock; `merge` keeps a sold-out line (a cart carried over at login)
 * where an add would be refused.
 */
async function addQuantity(
  db: Db,
  cartId: number,
  skuId: number,
  chosen: ChosenAddon[],
  qty: number,
  stock: number,
  merge = false,
): Promise<LineResult> {
  const { payload, req } = db
  const cap = Math.min(MAX_LINE_QTY, stock > 0 ? stock : merge ? MAX_LINE_QTY : 0)
  const lineKey = `${cartId}:${skuId}:${addonsKey(chosen)}`
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = (
      await payload.find({
        collection: 'cart-items',
        where: { line_key: { equals: lineKey } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
    ).docs[0]
    const rows = await query<{ id: number; qty: unknown }>(
      db,
      sql`UPDATE "cart_items" SET "qty" = CASE WHEN "qty" + CAST(${qty} AS integer) > CAST(${cap} AS integer) THEN CAST(${cap} AS integer)
          ELSE "qty" + CAST(${qty} AS integer) END, "updated_at" = ${changedNow()} WHERE "line_key" = ${lineKey} RETURNING "id", "qty"`,
    )
    if (rows[0]) {
      const total = toNumber(rows[0].qty)
      const wanted = toNumber(before?.qty ?? total) + qty
      return {
        id: Number(rows[0].id),
        qty: total,
        can_purchase_qty: Math.min(total, stock),
        cappedAt: wanted > total && stock > 0 ? stock : null,
      }
    }
    try {
      const line = await payload.create({
        collection: 'cart-items',
        data: {
          cart: cartId,
          sku: skuId,
          qty: Math.min(qty, cap),
          addons: chosen.map(({ id, value }) => ({ id, value })),
          line_key: lineKey,
        },
        overrideAccess: true,
        req,
        depth: 0,
      })
      return {
        id: line.id,
        qty: line.qty,
        can_purchase_qty: Math.min(line.qty, stock),
        cappedAt: qty > cap && stock > 0 ? stock : null,
      }
    } catch (error) {
      // A parallel add made the line first: add to it instead.
      if (!isUniqueViolation(error) && (error as { name?: string })?.name !== 'ValidationError') throw error
    }
  }
  throw new DomainError('cart_busy')
}

/** cartAdd: a SKU in a quantity, with addons checked against what the product offers. */
export async function addToCart(
  db: Db,
  cartId: number,
  input: { sku: number; qty: number; addons: AddonValue[] },
): Promise<LineResult> {
  const { sku, offered } = await sellable(db, input.sku)
  const resolved = resolveAddons(offered, input.addons)
  if (!resolved.ok) throw DomainError.from(resolved.refusal)
  if (sku.stock <= 0) throw new DomainError('sold_out')
  return addQuantity(db, cartId, sku.id, resolved.chosen, input.qty, sku.stock)
}

/** cartUpdate: sets a line's quantity, capped at the stock; someone else's line is a 404. */
export async function updateLine(db: Db, cartId: number, input: { id: number; qty: number }): Promise<LineResult> {
  const { payload, req } = db
  const line = (
    await payload.find({
      collection: 'cart-items',
      where: { and: [{ id: { equals: input.id } }, { cart: { equals: cartId } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0]
  if (!line) throw new DomainError('cart_line_not_found')
  const stock = (await getCatalogue(payload)).skus.get(relationId(line.sku) ?? -1)?.stock ?? 0
  const qty = stock > 0 ? Math.min(input.qty, stock) : input.qty
  const rows = await changedIds(
    db,
    sql`UPDATE "cart_items" SET "qty" = ${qty}, "updated_at" = ${changedNow()} WHERE "id" = ${input.id} AND "cart_id" = ${cartId} RETURNING "id"`,
  )
  if (!rows[0]) throw new DomainError('cart_line_not_found')
  return {
    id: input.id,
    qty,
    can_purchase_qty: Math.min(qty, stock),
    cappedAt: qty < input.qty ? stock : null,
  }
}

/** cartRemove: takes a line out; someone else's line is a 404. */
export async function removeLine(db: Db, cartId: number, id: number): Promise<void> {
  const rows = await changedIds(
    db,
    sql`DELETE FROM "cart_items" WHERE "id" = ${id} AND "cart_id" = ${cartId} RETURNING "id"`,
  )
  if (!rows[0]) throw new DomainError('cart_line_not_found')
  // The cart's own time records the removal: a cart is cleared away after weeks without a change.
  await query(db, sql`UPDATE "carts" SET "updated_at" = ${changedNow()} WHERE "id" = ${cartId}`)
}

/**
 * mergeCart: moves every line of an anonymous cart into the customer's cart (quantities of the
 * same item add up, capped at the stock; sold-out lines come along marked) and deletes it.
 */
export async function mergeCarts(db: Db, fromCartId: number, toCartId: number): Promise<number> {
  const { payload, req } = db
  if (fromCartId === toCartId) return 0
  const catalogue = await getCatalogue(payload)
  const { docs } = await payload.find({
    collection: 'cart-items',
    where: { cart: { equals: fromCartId } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let moved = 0
  for (const line of docs) {
    const skuId = relationId(line.sku)
    const sku = skuId == null ? undefined : catalogue.skus.get(skuId)
    if (!sku) continue
    const chosen = ((line.addons ?? []) as { id: number; value: string | number }[]).map((a) => ({
      ...a,
      name: '',
      type: 'Text' as const,
      label: '',
      cents: 0,
    }))
    await addQuantity(db, toCartId, sku.id, chosen, line.qty, sku.stock, true)
    moved++
  }
  await changedIds(db, sql`DELETE FROM "cart_items" WHERE "cart_id" = ${fromCartId} RETURNING "id"`)
  await payload.delete({ collection: 'carts', id: fromCartId, overrideAccess: true, req })
  return moved
}
