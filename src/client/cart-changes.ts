import { readSession, STORAGE } from '@/client/session'

/**
 * What every page knows of the cart without its API calls (`@/client/cart`, loaded when the cart
 * is first read or changed): whether there may be one, and when it changed.
 */

/** Raised in this tab after every cart change; other tabs hear of it through `storage`. */
const CHANGED_EVENT = 'atelier:cart-changed'
const CHANGED_STAMP = 'atelier.cartChanged'

/** The key of the visitor's cart, kept in this browser when not signed in. */
export const cartSession = () => localStorage.getItem(STORAGE.cartSession)

/** True when there may be a cart to show: the visitor is signed in or holds a cart key. */
export const mayHaveCart = () => Boolean(readSession() || cartSession())

/** Tells this tab and the others that the cart changed. */
export function announceCartChange() {
  window.dispatchEvent(new Event(CHANGED_EVENT))
  localStorage.setItem(CHANGED_STAMP, String(Date.now()))
}

/** Calls `listener` after a cart change in this tab or another one. */
export function onCartChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHANGED_STAMP || event.key === STORAGE.cartSession) listener()
  }
  window.addEventListener(CHANGED_EVENT, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGED_EVENT, listener)
    window.removeEventListener('storage', onStorage)
  }
}
