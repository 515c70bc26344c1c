import { callApi, readSession } from '@/accounts/client/session'
import { CART_SESSION_STORAGE_KEY } from '@/accounts/constants'
import type { Image } from '@/media/image'

export type CartLine = {
  id: number
  url: string
  name: string
  product_name: string
  options_label: string
  addons: { id: number; label: string; price: number }[]
  qty: number
  price: number
  full_price: number
  on_special: boolean
  image: Image | null
  subtotal: number
  can_purchase_qty: number
  in_stock: boolean
}
export type Cart = { item_count: number; items: CartLine[]; subtotal: number; sessionKey: string | null; all_in_stock: boolean }
export type CartChange = { success: true; message: string; sessionKey: string | null; item: { id: number; qty: number; can_purchase_qty: number } | null }
export type AddonInput = { id: number; value: string | number | boolean | null }

/** Raised in this tab after every cart change; other tabs hear of it through `storage`. */
const CHANGED_EVENT = 'atelier:cart-changed'
const CHANGED_STAMP = 'atelier.cartChanged'

const cartSession = () => localStorage.getItem(CART_SESSION_STORAGE_KEY)
/** The key a cart call carries: none when signed in (the server finds the customer's cart). */
const sessionOfCall = () => (readSession() ? null : cartSession())

function remember(sessionKey: string | null) {
  if (sessionKey && sessionKey !== cartSession()) localStorage.setItem(CART_SESSION_STORAGE_KEY, sessionKey)
}

/** True when there may be a cart to show: the visitor is signed in or holds a cart key. */
export const mayHaveCart = () => Boolean(readSession() || cartSession())

/** The whole cart, priced by the server (getCart makes an anonymous cart and its key when needed). */
export async function loadCart() {
  const result = await callApi<Cart>('/sell/cart/getCart', { body: { session: sessionOfCall() } })
  if (result.ok) remember(result.data.sessionKey)
  return result
}

type ChangeBody = { cartAdd: { sku: number; qty: number; addons: AddonInput[] }; cartUpdate: { id: number; qty: number }; cartRemove: { id: number } }

/** One cart change; every listener then reloads the whole cart. */
export async function changeCart<C extends keyof ChangeBody>(call: C, body: ChangeBody[C]) {
  const result = await callApi<CartChange>(`/sell/cart/${call}`, { body: { ...body, session: sessionOfCall() } })
  if (result.ok) {
    remember(result.data.sessionKey)
    window.dispatchEvent(new Event(CHANGED_EVENT))
    localStorage.setItem(CHANGED_STAMP, String(Date.now()))
  }
  return result
}

/** Calls `listener` after a cart change in this tab or another one. */
export function onCartChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHANGED_STAMP || event.key === CART_SESSION_STORAGE_KEY) listener()
  }
  window.addEventListener(CHANGED_EVENT, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGED_EVENT, listener)
    window.removeEventListener('storage', onStorage)
  }
}
