import { CART_SESSION_STORAGE_KEY } from '../constants'

/**
 * After a login, moves the anonymous cart into the user's cart: the anonymous cart's session key
 * is kept in localStorage under `atelier.cartSession`. A 404 (no such cart, or no cart calls on
 * this site) is not an error.
 */
export async function mergeCart(): Promise<void> {
  const session = localStorage.getItem(CART_SESSION_STORAGE_KEY)
  if (!session) return
  try {
    const response = await fetch('/api/v1/sell/cart/mergeCart', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'x-atelier-session': 'cookie' },
      body: JSON.stringify({ session }),
    })
    if (!response.ok && response.status !== 404) console.warn('[cart] merge failed with', response.status)
  } catch {
    // The cart merges on the next login; nothing is lost.
  }
}
