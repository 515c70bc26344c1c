import { api } from '@/client/api-client'
import { STORAGE } from '@/client/session'

/**
 * After a login, moves the anonymous cart into the user's cart: the anonymous cart's session key
 * is kept in localStorage under `atelier.cartSession`. A 404 (no such cart, or no cart calls on
 * this site) is not an error, and neither is no answer: the cart merges on the next login.
 */
export async function mergeCart(): Promise<void> {
  const session = localStorage.getItem(STORAGE.cartSession)
  if (!session) return
  const result = await api.call('/sell/cart/mergeCart', { body: { session } })
  if (!result.ok && result.status !== 404 && result.status !== 0)
    console.warn('[cart] merge failed with', result.status)
}
