import { createHash, randomBytes } from 'node:crypto'
import { query, sql, type Db } from '@/lib/database/sql'

import { DomainError } from '@/lib/domain-error'

import type { AddonValue } from '@/commerce/addon-choices'

/** Who a cart call is for: a signed-in customer, or an anonymous visitor holding a session key. */
export type CartOwner = { userId: number | string | null; sessionKey?: string | null }
export type CartRef = { id: number; sessionKey: string | null }
/** A stored cart line: the SKU, how many, and the addon choices (never a price). */
export type StoredLine = { id: number; sku: number; qty: number; addons: AddonValue[] }

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex')

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as Error)?.message ?? error)) ||
  /unique|duplicate/i.test(String((error as { cause?: unknown })?.cause ?? ''))

/**
 * The owner's cart. A signed-in customer has one cart, made on first use. An anonymous visitor's
 * cart is reached by its session key, a random secret of which only the hash is stored; a visitor
 * without a key gets a new cart when `create` allows it (cartAdd: the first item makes the cart and
 * its key). An unknown key is a 404 for a change, so nothing is changed; getCart (`openCart`)
 * answers it with no key, and the browser then forgets it and starts afresh with its next add.
 */
export async function findCart(
  db: Db,
  owner: CartOwner,
  mode: { create: 'always' | 'without-key' | 'never' },
): Promise<CartRef> {
  const { payload, req } = db
  if (owner.userId != null) return userCart(db, owner.userId)
  const key = owner.sessionKey?.trim()
  if (key) {
    const { docs } = await payload.find({
      collection: 'carts',
      where: { session_hash: { equals: hashOf(key) } },
      limit: 1,
      depth: 0,
      joins: false,
      overrideAccess: true,
      req,
    })
    if (docs[0]) return { id: docs[0].id, sessionKey: key }
    if (mode.create !== 'always') throw new DomainError('cart_gone')
  } else if (mode.create === 'never') {
    throw new DomainError('cart_missing')
  }
  const sessionKey = randomBytes(24).toString('base64url')
  const cart = await payload.create({
    collection: 'carts',
    data: { session_hash: hashOf(sessionKey) },
    overrideAccess: true,
    req,
    depth: 0,
  })
  return { id: cart.id, sessionKey }
}

type LineRow = { id: unknown; sku: unknown; qty: unknown; addons: unknown }

const parseAddons = (value: unknown): AddonValue[] => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  return Array.isArray(parsed) ? (parsed as AddonValue[]) : []
}

/**
 * getCart: the owner's cart with its lines in one statement (the cart is read far more often than
 * it changes). Reading makes nothing: without a cart (no key, a key that is not or no longer
 * known, a customer who never added anything) the answer is an empty cart without a key, so a
 * crowd of first visits and crawlers leaves no row behind; the key is handed out by the first
 * add (`findCart` with `create: 'without-key'`).
 */
export async function openCart(db: Db, owner: CartOwner): Promise<{ sessionKey: string | null; lines: StoredLine[] }> {
  const key = owner.sessionKey?.trim()
  const [column, value] =
    owner.userId != null ? ['user_id', Number(owner.userId)] : key ? ['session_hash', hashOf(key)] : [null, null]
  if (!column) return { sessionKey: null, lines: [] }
  const rows = await query<LineRow>(
    db,
    sql`SELECT "cart_items"."id" AS "id", "cart_items"."sku_id" AS "sku", "cart_items"."qty" AS "qty", "cart_items"."addons" AS "addons"
        FROM "carts" LEFT JOIN "cart_items" ON "cart_items"."cart_id" = "carts"."id"
        WHERE ${sql.identifier('carts')}.${sql.identifier(column)} = ${value} ORDER BY "cart_items"."created_at", "cart_items"."id"`,
  )
  if (!rows[0]) return { sessionKey: null, lines: [] }
  const lines = rows
    .filter((row) => row.id != null)
    .map((row) => ({ id: Number(row.id), sku: Number(row.sku), qty: Number(row.qty), addons: parseAddons(row.addons) }))
  return { sessionKey: owner.userId != null ? null : key!, lines }
}

/** An anonymous cart by its key, or null (for merging at login). */
export async function findAnonymousCart(db: Db, sessionKey: string): Promise<number | null> {
  const { payload, req } = db
  const { docs } = await payload.find({
    collection: 'carts',
    where: { session_hash: { equals: hashOf(sessionKey) } },
    limit: 1,
    depth: 0,
    joins: false,
    overrideAccess: true,
    req,
  })
  return docs[0] && docs[0].user == null ? docs[0].id : null
}

async function userCart(db: Db, userId: number | string): Promise<CartRef> {
  const { payload, req } = db
  const find = async () =>
    (
      await payload.find({
        collection: 'carts',
        where: { user: { equals: userId } },
        limit: 1,
        depth: 0,
        joins: false,
        overrideAccess: true,
        req,
      })
    ).docs[0]
  const existing = await find()
  if (existing) return { id: existing.id, sessionKey: null }
  try {
    const cart = await payload.create({
      collection: 'carts',
      data: { user: Number(userId) },
      overrideAccess: true,
      req,
      depth: 0,
    })
    return { id: cart.id, sessionKey: null }
  } catch (error) {
    // Two first calls at once: the other one made the cart (user is unique).
    const made =
      isUniqueViolation(error) || (error as { name?: string })?.name === 'ValidationError' ? await find() : undefined
    if (made) return { id: made.id, sessionKey: null }
    throw error
  }
}

export { isUniqueViolation }
