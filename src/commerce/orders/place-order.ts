import { loadBuyer } from '@/accounts/account-user'
import { findCart } from '@/commerce/cart/cart-session'
import { submitOrder, type SubmitOrderInput } from '@/commerce/orders/submit-order'
import type { Db } from '@/lib/database/sql'

type PlaceOrderInput = Omit<SubmitOrderInput, 'user' | 'cartId'> & { userId: number | string }

/**
 * placeOrder: the signed-in customer's cart becomes an order waiting for payment (submitOrder),
 * placed in the name and address of the customer's own record and from their own cart.
 */
export async function placeOrder(db: Db, { userId, ...choices }: PlaceOrderInput) {
  const user = await loadBuyer(db, userId)
  const cart = await findCart(db, { userId: user.id }, { create: 'always' })
  return submitOrder(db, { ...choices, user, cartId: cart.id })
}
