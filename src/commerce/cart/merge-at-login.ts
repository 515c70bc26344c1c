import { mergeCarts } from '@/commerce/cart/cart-lines'
import { findAnonymousCart, findCart } from '@/commerce/cart/cart-session'
import type { Db } from '@/lib/database/sql'

/**
 * After login: the anonymous cart of `sessionKey` moves into the customer's cart (made if they
 * had none). Answers how many lines moved; 0 when the key names no anonymous cart.
 */
export async function mergeAtLogin(db: Db, userId: number | string, sessionKey: string): Promise<number> {
  const from = await findAnonymousCart(db, sessionKey)
  const to = await findCart(db, { userId }, { create: 'always' })
  return from === null ? 0 : mergeCarts(db, from, to.id)
}
