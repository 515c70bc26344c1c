import { openCart } from '@/commerce/cart/cart-session'
import { priceCheckout, type CheckoutChoices } from '@/commerce/checkout/price-checkout'
import type { Db } from '@/lib/database/sql'

type ShippingQuestion = Pick<CheckoutChoices, 'userId' | 'addressId' | 'country' | 'locale'> & {
  sessionKey?: string | null
}

/**
 * The shipping choices for the visitor's cart as it is now, to an address of the customer's book
 * or a country, named in the visitor's language, and whether only a quote from the artist can price
 * the delivery.
 */
export async function shippingChoices(db: Db, { sessionKey, ...choices }: ShippingQuestion) {
  const { lines } = await openCart(db, { userId: choices.userId, sessionKey })
  const { options, needsQuote } = await priceCheckout(db, lines, choices)
  return { options, needsQuote }
}
