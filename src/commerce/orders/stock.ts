import { oweAlertMails } from '@/commerce/availability/stock-alerts'
import { catalogueChange } from '@/commerce/catalogue-changes'
import { afterCommit } from '@/lib/after-commit'
import { SHOP_TAG } from '@/lib/cache-tags'
import { changedIds, query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { revalidateTags } from '@/lib/revalidation'

type Move = { sku: number; qty: number }

const now = () => new Date().toISOString()

async function recordMove(
  db: Required<Db>,
  orderId: number,
  sku: number,
  delta: number,
  reason: 'hold' | 'release' | 'refund',
) {
  await db.payload.create({
    collection: 'stock-moves',
    data: { sku, order: orderId, delta, reason },
    overrideAccess: true,
    req: db.req,
    depth: 0,
  })
}

/**
 * The shop's pages and cached catalogue show stock, and whether a piece is reserved or sold: drop
 * the pages once the change has committed, and have the catalogue read these SKUs again.
 */
export const stockChanged = (db: Required<Db>, moves: Move[]) =>
  afterCommit(db.req, () =>
    revalidateTags(
      [SHOP_TAG],
      undefined,
      moves.map(({ sku }) => catalogueChange('sku', sku)),
    ),
  )

/**
 * Takes an order's items out of stock, each in one statement that only succeeds while enough is
 * left, so no interleaving of checkouts can sell more than there is (an original: once). Inside
 * the caller's transaction: a line that cannot be held rolls back the ones before it.
 */
export async function holdStock(db: Required<Db>, orderId: number, moves: Move[]): Promise<void> {
  for (const { sku, qty } of merged(moves)) {
    const taken = await changedIds(
      db,
      sql`UPDATE "skus" SET "stock" = "stock" - ${qty}, "updated_at" = ${now()} WHERE "id" = ${sku} AND "stock" >= ${qty} RETURNING "id"`,
    )
    if (!taken[0]) throw new DomainError('cart_not_in_stock')
    await recordMove(db, orderId, sku, -qty, 'hold')
  }
  await query(db, sql`UPDATE "orders" SET "stock_held" = ${true} WHERE "id" = ${orderId}`)
  await stockChanged(db, moves)
}

/**
 * Puts an order's items back, once: the order's `stock_held` mark is cleared by the same
 * statement that finds it set, so a release racing a refund or another release gives nothing back twice.
 */
export async function returnStock(db: Required<Db>, orderId: number, moves: Move[], reason: 'release' | 'refund') {
  const mine = await changedIds(
    db,
    sql`UPDATE "orders" SET "stock_held" = ${false} WHERE "id" = ${orderId} AND "stock_held" = ${true} RETURNING "id"`,
  )
  if (!mine[0]) return false
  await putBack(db, orderId, moves, reason)
  return true
}

/**
 * Puts some of an order's items back (the lines of a refund that leaves the rest of the order
 * standing). The caller makes it happen once: the refund's own change from pending to done.
 */
export async function putBack(db: Required<Db>, orderId: number, moves: Move[], reason: 'release' | 'refund') {
  for (const { sku, qty } of merged(moves)) {
    await query(db, sql`UPDATE "skus" SET "stock" = "stock" + ${qty}, "updated_at" = ${now()} WHERE "id" = ${sku}`)
    await recordMove(db, orderId, sku, qty, reason)
  }
  await oweAlertMails(
    db,
    moves.map(({ sku }) => sku),
  )
  await stockChanged(db, moves)
}

/** One move per SKU: two lines of the same print with different extras draw on the same stock. */
function merged(moves: Move[]): Move[] {
  const bySku = new Map<number, number>()
  for (const { sku, qty } of moves) bySku.set(sku, (bySku.get(sku) ?? 0) + qty)
  return [...bySku].sort(([a], [b]) => a - b).map(([sku, qty]) => ({ sku, qty }))
}
