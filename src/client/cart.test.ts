import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { changeCart, loadCart } from '@/client/cart'
import { mayHaveCart } from '@/client/cart-changes'
import { STORAGE } from '@/client/session'

/** The browser's storage, as far as the cart client uses it. */
function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  }
}

const emptyCart = (sessionKey: string | null) => ({ item_count: 0, items: [], sessionKey })

/**
 * Stands in for the cart calls as the server answers them: getCart makes nothing and answers a
 * known key with that key and anything else with none; cartAdd without a key makes a cart.
 */
function fakeCartServer() {
  const carts = new Set<string>()
  const bodies: { path: string; body: { session?: string | null } }[] = []
  let made = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input).replace(/^.*\/api\/v1/, '')
      const body = JSON.parse(String(init.body ?? '{}')) as { session?: string | null }
      bodies.push({ path, body })
      const key = body.session ?? null
      let answer: unknown
      if (path === '/sell/cart/getCart') answer = emptyCart(key && carts.has(key) ? key : null)
      else if (key && !carts.has(key))
        return Response.json({ success: false, text_code: 'NOT_FOUND', message: 'Gone.' }, { status: 404 })
      else {
        const sessionKey = key ?? `cart-key-${String(++made).padStart(23, '0')}`
        carts.add(sessionKey)
        answer = { success: true, message: 'Added to cart', sessionKey, item: { id: 1, qty: 1, can_purchase_qty: 1 } }
      }
      return Response.json(answer)
    }),
  )
  return { carts, bodies }
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
  vi.stubGlobal('window', new EventTarget())
})
afterEach(() => vi.unstubAllGlobals())

const stored = () => localStorage.getItem(STORAGE.cartSession)

describe('the browser cart client', () => {
  it('asks for no cart before the first add, and keeps the key the first cartAdd hands out', async () => {
    const server = fakeCartServer()
    expect(mayHaveCart()).toBe(false)
    const added = await changeCart('cartAdd', { sku: 7, qty: 1 })
    expect(added.ok).toBe(true)
    expect(server.bodies[0]).toEqual({ path: '/sell/cart/cartAdd', body: { sku: 7, qty: 1, session: null } })
    const key = stored()
    expect(key).toMatch(/^cart-key-/)
    expect(mayHaveCart()).toBe(true)

    // Later calls carry it, and a read keeps it.
    await changeCart('cartAdd', { sku: 8, qty: 1 })
    const loaded = await loadCart()
    expect(loaded.ok && loaded.data.sessionKey).toBe(key)
    expect(server.bodies.slice(1).map((b) => b.body.session)).toEqual([key, key])
    expect(server.carts.size).toBe(1)
  })

  it('forgets a key the server no longer knows, so the next add starts a new cart', async () => {
    const server = fakeCartServer()
    localStorage.setItem(STORAGE.cartSession, 'a-cart-cleared-away-long-ago')
    const loaded = await loadCart()
    expect(loaded.ok && loaded.data.sessionKey).toBeNull()
    expect(stored()).toBeNull()
    expect(mayHaveCart()).toBe(false)

    const added = await changeCart('cartAdd', { sku: 7, qty: 1 })
    expect(added.ok).toBe(true)
    expect(stored()).toMatch(/^cart-key-/)
    expect(server.carts.has(stored()!)).toBe(true)
  })

  it('keeps a new key stored while a read of the old one was on its way', async () => {
    fakeCartServer()
    localStorage.setItem(STORAGE.cartSession, 'a-cart-cleared-away-long-ago')
    const reading = loadCart()
    localStorage.setItem(STORAGE.cartSession, 'cart-key-made-by-another-tab')
    await reading
    expect(stored()).toBe('cart-key-made-by-another-tab')
  })
})
