import { readSession, STORAGE } from '@/client/session'
import { api } from '@/client/api-client'
import type { Endpoints } from '@/client/api-endpoints'
import { announceCartChange, cartSession } from '@/client/cart-changes'

export type { Cart, CartLine } from '@/client/api-endpoints'

/** The key a cart call carries: none when signed in (the server finds the customer's cart). */
const sessionOfCall = () => (readSession() ? null : cartSession())

function remember(sessionKey: string | null) {
  if (sessionKey && sessionKey !== cartSession()) localStorage.setItem(STORAGE.cartSession, sessionKey)
}

/**
 * The whole cart, priced by the server. getCart makes no cart: the key comes with the first
 * cartAdd. A key the server no longer knows (its cart was cleared away after weeks untouched) is
 * answered without one and forgotten here, unless a change stored a new key meanwhile, so the
 * next add starts a new cart instead of failing on the old key.
 */
export async function loadCart() {
  const session = sessionOfCall()
  const result = await api.call('/sell/cart/getCart', { body: { session } })
  if (result.ok) {
    remember(result.data.sessionKey)
    if (session && result.data.sessionKey === null && !readSession() && cartSession() === session)
      localStorage.removeItem(STORAGE.cartSession)
  }
  return result
}

type ChangeCall = 'cartAdd' | 'cartUpdate' | 'cartRemove'
/** A change and its body without the cart key, which `changeCart` adds. */
type Change = { [C in ChangeCall]: [call: C, body: Omit<Endpoints[`/sell/cart/${C}`]['body'], 'session'>] }[ChangeCall]

/** One cart change; every listener then reloads the whole cart. */
export async function changeCart(...[call, body]: Change) {
  const session = sessionOfCall()
  const result =
    call === 'cartAdd'
      ? await api.call('/sell/cart/cartAdd', { body: { ...body, session } })
      : call === 'cartUpdate'
        ? await api.call('/sell/cart/cartUpdate', { body: { ...body, session } })
        : await api.call('/sell/cart/cartRemove', { body: { ...body, session } })
  if (result.ok) {
    remember(result.data.sessionKey)
    announceCartChange()
  }
  return result
}
