import { randomBytes } from 'node:crypto'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { findCart } from '@/commerce/cart/cart-session'

import { postJson } from './helpers/api'
import { makeAddon, makeProduct, setStock } from './helpers/shop-fixtures'

type Cart = {
  item_count: number
  items: {
    id: number
    sku_id: number
    qty: number
    price: number
    subtotal: number
    can_purchase_qty: number
    in_stock: boolean
    addons: { label: string }[]
    name: string
    url: string
  }[]
  subtotal: number
  sessionKey: string | null
  all_in_stock: boolean
  total_amount: number
  total_tax: number
}
type Change = {
  success: true
  message: string
  sessionKey: string | null
  item: { id: number; qty: number; can_purchase_qty: number } | null
}

let payload: Payload
const randomKey = () => randomBytes(24).toString('base64url')
let prints: Awaited<ReturnType<typeof makeProduct>>
let original: Awaited<ReturnType<typeof makeProduct>>
let wrapping: number

const call = async <T>(name: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await postJson(`/api/v1/sell/cart/${name}`, body, headers)
  return { status: response.status, body: (await response.json()) as T }
}
/** An anonymous cart with no lines yet, and its key (made as the first cartAdd makes it). */
const newCart = async () =>
  (await findCart({ payload }, { userId: null, sessionKey: null }, { create: 'without-key' })).sessionKey as string
const cartRows = async () => (await payload.count({ collection: 'carts', overrideAccess: true })).totalDocs
const getCart = async (session: string) => (await call<Cart>('getCart', { session })).body

beforeAll(async () => {
  payload = await getPayload({ config })
  wrapping = (await makeAddon({ name: 'Cart test wrapping', type: 'Checkbox', price: 12.5 })).id
  prints = await makeProduct({
    slug: 'cart-test-bathers-beach',
    name: 'Bathers Beach',
    addons: [wrapping],
    variations: [{ name: 'Size', options: ['A4', 'A3'] }],
    skus: [
      { code: 'C-BB-A4', options: [{ name: 'Size', value: 'A4' }], price: 65, stock: 20 },
      { code: 'C-BB-A3', options: [{ name: 'Size', value: 'A3' }], price: 95.5, stock: 3 },
    ],
  })
  original = await makeProduct({
    slug: 'cart-test-wave-rock',
    name: 'Wave Rock',
    skus: [{ code: 'C-WR-OR', price: 1450, stock: 1 }],
  })
})

describe('getCart', () => {
  it('answers an anonymous visitor without a key an empty cart, without a key, and makes no cart', async () => {
    const before = await cartRows()
    const { status, body } = await call<Cart>('getCart', {})
    expect(status).toBe(200)
    expect(body).toMatchObject({
      sessionKey: null,
      item_count: 0,
      items: [],
      subtotal: 0,
      all_in_stock: true,
      total_amount: 0,
    })
    expect(await cartRows()).toBe(before)
  })

  it('answers a key it does not know with an empty cart and no key, makes nothing, and refuses a malformed one', async () => {
    const before = await cartRows()
    const { body } = await call<Cart>('getCart', { session: 'x'.repeat(32) })
    expect(body).toMatchObject({ sessionKey: null, items: [] })
    expect(await cartRows()).toBe(before)
    expect((await call('getCart', { session: 'bad key!' })).status).toBe(400)
  })

  it('leaves the carts table as it was after 1,000 anonymous reads', async () => {
    const before = await cartRows()
    const bodies = Array.from({ length: 1000 }, (_, i) =>
      i % 4 === 0 ? {} : i % 4 === 1 ? { session: null } : i % 4 === 2 ? { session: '' } : { session: randomKey() },
    )
    for (let i = 0; i < bodies.length; i += 50) {
      const answers = await Promise.all(bodies.slice(i, i + 50).map((body) => call<Cart>('getCart', body)))
      expect(answers.every((a) => a.status === 200 && a.body.sessionKey === null)).toBe(true)
    }
    expect(await cartRows()).toBe(before)
  })

  it('hands out the key with the first added item: cartAdd without a key makes the cart', async () => {
    const before = await cartRows()
    const added = await call<Change>('cartAdd', { sku: prints.skus[0].id, qty: 1 })
    expect(added.status).toBe(200)
    const session = added.body.sessionKey as string
    expect(session).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(await cartRows()).toBe(before + 1)
    const cart = await getCart(session)
    expect(cart.sessionKey).toBe(session)
    expect(cart.items.map((i) => [i.sku_id, i.qty])).toEqual([[prints.skus[0].id, 1]])
    const again = await call<Change>('cartAdd', { sku: prints.skus[0].id, qty: 1, session })
    expect(again.body.sessionKey).toBe(session)
    expect(await cartRows()).toBe(before + 1)
  })
})

describe('cartAdd, cartUpdate, cartRemove', () => {
  it('adds items priced by the server, with addons, and totals them with the GST share', async () => {
    const session = await newCart()
    const added = await call<Change>('cartAdd', {
      sku: prints.skus[0].id,
      qty: 2,
      addons: [{ id: wrapping, value: 1 }],
      session,
    })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ success: true, message: 'Added to cart', item: { qty: 2, can_purchase_qty: 2 } })
    await call<Change>('cartAdd', { sku: prints.skus[1].id, qty: 1, session })
    const cart = await getCart(session)
    expect(cart.items.map((i) => [i.sku_id, i.qty, i.price, i.subtotal])).toEqual([
      [prints.skus[0].id, 2, 77.5, 155],
      [prints.skus[1].id, 1, 95.5, 95.5],
    ])
    expect(cart.items[0].addons.map((a) => a.label)).toEqual(['Cart test wrapping'])
    expect(cart.items[0]).toMatchObject({ name: 'Bathers Beach — Size A4', url: '/product/cart-test-bathers-beach' })
    expect(cart).toMatchObject({
      item_count: 3,
      subtotal: 250.5,
      total_amount: 250.5,
      total_tax: 22.77,
      all_in_stock: true,
    })
  })

  it('adds the same choice to one line, and a different addon choice to another', async () => {
    const session = await newCart()
    await call('cartAdd', { sku: prints.skus[0].id, qty: 1, session })
    await call('cartAdd', { sku: prints.skus[0].id, qty: 2, addons: [], session })
    await call('cartAdd', { sku: prints.skus[0].id, qty: 1, addons: [{ id: wrapping, value: true }], session })
    const cart = await getCart(session)
    expect(cart.items.map((i) => i.qty)).toEqual([3, 1])
  })

  it('counts every one of many parallel adds, in one line, up to the stock', async () => {
    const session = await newCart()
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call<Change>('cartAdd', { sku: prints.skus[0].id, qty: 2, session })),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    const cart = await getCart(session)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0].qty).toBe(16)

    const capped = await Promise.all(
      Array.from({ length: 4 }, () => call<Change>('cartAdd', { sku: prints.skus[1].id, qty: 1, session })),
    )
    expect(capped.every((r) => r.status === 200)).toBe(true)
    const after = await getCart(session)
    expect(after.items.find((i) => i.sku_id === prints.skus[1].id)?.qty).toBe(3)
  })

  it('caps a quantity above the stock and says so', async () => {
    const session = await newCart()
    const { body } = await call<Change>('cartAdd', { sku: prints.skus[1].id, qty: 5, session })
    expect(body.item).toMatchObject({ qty: 3, can_purchase_qty: 3 })
    expect(body.message).toBe('Only 3 are available, so your cart holds 3.')
    const line = body.item!.id
    const update = await call<Change>('cartUpdate', { id: line, qty: 7, session })
    expect(update.body).toMatchObject({ item: { qty: 3 }, message: 'Only 3 are available, so your cart holds 3.' })
    expect((await call<Change>('cartUpdate', { id: line, qty: 2, session })).body.item?.qty).toBe(2)
    expect((await getCart(session)).items[0].qty).toBe(2)
  })

  it('keeps a sold-out item in the cart, marked, and refuses to add more of it', async () => {
    const session = await newCart()
    await call('cartAdd', { sku: original.skus[0].id, qty: 1, session })
    await setStock(original.skus[0].id, 0)
    try {
      const cart = await getCart(session)
      expect(cart.items[0]).toMatchObject({ qty: 1, can_purchase_qty: 0, in_stock: false })
      expect(cart.all_in_stock).toBe(false)
      const again = await call<{ message: string }>('cartAdd', { sku: original.skus[0].id, qty: 1, session })
      expect(again.status).toBe(409)
      expect(again.body.message).toBe('Sorry, this item is sold out.')
    } finally {
      await setStock(original.skus[0].id, 1)
    }
  })

  it('refuses bad quantities, unknown items, prices in the body and another cart’s lines, changing nothing', async () => {
    const mine = await newCart()
    const theirs = await newCart()
    const { body } = await call<Change>('cartAdd', { sku: prints.skus[0].id, qty: 1, session: theirs })
    const theirLine = body.item!.id
    await call('cartAdd', { sku: prints.skus[0].id, qty: 1, session: mine })
    const before = JSON.stringify([await getCart(mine), await getCart(theirs)])

    const refused = async (name: string, payloadBody: unknown, status: number) =>
      expect((await call(name, payloadBody)).status).toBe(status)
    await refused('cartAdd', { sku: prints.skus[0].id, qty: 0, session: mine }, 400)
    await refused('cartAdd', { sku: prints.skus[0].id, qty: -2, session: mine }, 400)
    await refused('cartAdd', { sku: prints.skus[0].id, qty: 1000, session: mine }, 400)
    await refused('cartAdd', { sku: prints.skus[0].id, qty: 1.5, session: mine }, 400)
    await refused('cartAdd', { sku: 999999, qty: 1, session: mine }, 404)
    await refused('cartAdd', { sku: prints.skus[0].id, qty: 1, price: 0.01, session: mine }, 400)
    await refused('cartAdd', { sku: prints.skus[0].id, qty: 1, addons: [{ id: 999999, value: 1 }], session: mine }, 400)
    await refused('cartAdd', { sku: prints.skus[0].id, qty: 1, session: 'y'.repeat(32) }, 404)
    await refused('cartUpdate', { id: theirLine, qty: 5, session: mine }, 404)
    await refused('cartUpdate', { id: theirLine, qty: 0, session: theirs }, 400)
    await refused('cartRemove', { id: theirLine, session: mine }, 404)
    await refused('getCart', { session: mine, total_amount: 1 }, 400)

    expect(JSON.stringify([await getCart(mine), await getCart(theirs)])).toBe(before)
  })

  it('lets the artist delete a SKU that is in a cart; the line leaves the cart', async () => {
    const { skus } = await makeProduct({
      slug: 'cart-test-retired',
      name: 'Retired print',
      skus: [{ code: 'C-RET-1', price: 40, stock: 5 }],
    })
    const session = await newCart()
    await call('cartAdd', { sku: skus[0].id, qty: 1, session })
    await call('cartAdd', { sku: prints.skus[0].id, qty: 1, session })
    await payload.delete({ collection: 'skus', id: skus[0].id, overrideAccess: true })
    expect((await getCart(session)).items.map((i) => i.sku_id)).toEqual([prints.skus[0].id])
  })

  it('removes a line', async () => {
    const session = await newCart()
    const { body } = await call<Change>('cartAdd', { sku: prints.skus[0].id, qty: 1, session })
    expect((await call('cartRemove', { id: body.item!.id, session })).status).toBe(200)
    expect((await getCart(session)).items).toEqual([])
    expect((await call('cartRemove', { id: body.item!.id, session })).status).toBe(404)
  })
})

describe('a signed-in customer’s cart and mergeCart', () => {
  const login = async (email: string) => {
    await payload.create({
      collection: 'users',
      data: { email, password: 'correct-horse-battery', roles: ['customer'], first_name: 'Mei', last_name: 'Chen' },
      overrideAccess: true,
    })
    const response = await postJson('/api/v1/cognito/user/login', {
      username: email,
      password: 'correct-horse-battery',
      fingerprint: 'fingerprint-cart-test-1',
    })
    return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` }
  }

  it('merges the anonymous cart into the customer’s cart at login, adding up the same items', async () => {
    const auth = await login('mei.cart@example.test')
    // A customer's read makes no cart either; their first add does.
    const before = await cartRows()
    expect((await call<Cart>('getCart', {}, auth)).body).toMatchObject({ sessionKey: null, item_count: 0 })
    expect(await cartRows()).toBe(before)
    await call('cartAdd', { sku: prints.skus[0].id, qty: 1 }, auth)
    expect(await cartRows()).toBe(before + 1)
    const session = await newCart()
    await call('cartAdd', { sku: prints.skus[0].id, qty: 2, session })
    await call('cartAdd', { sku: prints.skus[1].id, qty: 1, session })

    expect((await call('mergeCart', { session })).status).toBe(401)
    const merged = await call<Change>('mergeCart', { session }, auth)
    expect(merged.status).toBe(200)
    const cart = (await call<Cart>('getCart', {}, auth)).body
    expect(cart.sessionKey).toBeNull()
    expect(cart.items.map((i) => [i.sku_id, i.qty])).toEqual([
      [prints.skus[0].id, 3],
      [prints.skus[1].id, 1],
    ])
    // The anonymous cart is gone: its key now opens nothing.
    expect(await getCart(session)).toMatchObject({ sessionKey: null, items: [] })
    expect((await call('mergeCart', { session }, auth)).status).toBe(200)
    expect((await call<Cart>('getCart', {}, auth)).body.item_count).toBe(4)
  })

  it('uses the customer’s own cart whatever session key comes with the request', async () => {
    const auth = await login('ren.cart@example.test')
    const stranger = await newCart()
    await call('cartAdd', { sku: prints.skus[0].id, qty: 1, session: stranger })
    await call('cartAdd', { sku: original.skus[0].id, qty: 1, session: stranger }, auth)
    expect((await call<Cart>('getCart', { session: stranger }, auth)).body.items.map((i) => i.sku_id)).toEqual([
      original.skus[0].id,
    ])
    expect((await getCart(stranger)).items.map((i) => i.sku_id)).toEqual([prints.skus[0].id])
  })
})
