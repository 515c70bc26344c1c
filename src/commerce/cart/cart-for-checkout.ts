import { listAddresses } from '@/accounts/addresses'
import { openCart } from '@/commerce/cart/cart-session'
import { viewCart } from '@/commerce/cart/cart-view'
import type { CheckoutChoices } from '@/commerce/checkout/price-checkout'
import { creditBalance } from '@/commerce/credit/store-credit'
import { readCheckoutSettings } from '@/commerce/orders/checkout-settings'
import { openHold } from '@/commerce/orders/open-hold'
import { offeredGateways } from '@/commerce/payments/gateways'
import type { Db } from '@/lib/database/sql'

type CheckoutRequest = Pick<CheckoutChoices, 'userId' | 'addressId' | 'shippingTypeId' | 'promotionCode' | 'locale'> & {
  sessionKey?: string | null
}

/**
 * The cart as the checkout shows it, priced now: its lines, the customer's hold, address book and
 * store credit, and the payment types on offer. Reading makes nothing: without a cart the view is
 * empty with no session key. A promotion code that does not apply comes back as its refusal.
 */
export async function cartForCheckout(db: Db, { sessionKey: key, ...choices }: CheckoutRequest) {
  const { userId } = choices
  const { sessionKey, lines } = await openCart(db, { userId, sessionKey: key })
  const [settings, hold, addresses, storeCreditCents] = await Promise.all([
    readCheckoutSettings(db.payload),
    userId === null ? { holdUntil: null, held: new Map<number, number>(), heldOriginals: [] } : openHold(db, userId),
    userId === null ? [] : listAddresses(db, userId),
    userId === null ? 0 : creditBalance(db, userId),
  ])
  return viewCart(db, { sessionKey }, lines, choices, {
    paymentTypes: offeredGateways(),
    storeCreditCents,
    holdMinutes: settings.holdMinutes,
    ...hold,
    addresses,
  })
}
