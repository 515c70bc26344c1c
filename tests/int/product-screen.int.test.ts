import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { seedCheckout } from '@/seed/checkout'

import { getJson, postJson } from './helpers/api'
import { makeCustomer } from './helpers/customers'
import { twoToneImage, uploadImage } from './helpers/fixtures'
import { payloadRest } from './helpers/payload-http'

/**
 * A painting added in one sitting, through the back-office's REST API as its product screen sends
 * it: the price, stock and "one of a kind" of its one SKU on the product itself, and publishing
 * refused until a picture, a price and a stock are there.
 */
let payload: Payload
let studio: Record<string, string>
let picture: number
let pickup: number

const call = async (path: string, body: unknown, auth: Record<string, string>) =>
  (await (await postJson(`/api/v1/${path}`, body, auth)).json()) as Record<string, unknown>

type Errors = { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
type Doc = { doc: Record<string, unknown> & { id: number } }

const send = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
  payloadRest(path, {
    method,
    headers: { ...studio, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
const read = async (id: number) =>
  (await (await payloadRest(`/api/products/${id}?depth=0&draft=true`, { headers: studio })).json()) as Record<
    string,
    unknown
  >
const skusOf = async (product: number) =>
  (await payload.find({ collection: 'skus', where: { product: { equals: product } }, overrideAccess: true })).docs
const missing = async (response: Response) =>
  ((await response.json()) as Errors).errors[0].data?.errors?.map((e) => `${e.path}: ${e.message}`)

/** A product published in one call, as the screen sends it: a picture, a price and a stock. */
async function publishedProduct(name: string, slug: string, price: number, stock: number) {
  const made = await send('POST', '/api/products', {
    name,
    slug,
    images: [{ image: picture }],
    price,
    stock,
    _status: 'published',
  })
  expect(made.status).toBe(201)
  const { doc } = (await made.json()) as Doc
  return { id: doc.id, sku: (await skusOf(doc.id))[0] }
}

/** A customer's order of one, placed through the v1 API: its stock is held. */
async function buyOne(sku: number, email: string) {
  const { auth } = await makeCustomer(email)
  expect((await call('sell/cart/cartAdd', { sku, qty: 1, addons: [] }, auth)).success).toBe(true)
  expect(
    (await call('sell/cart/submitOrder', { paymentGateway: 'test', shipping_option_id: pickup }, auth)).success,
  ).toBe(true)
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const email = 'studio.screen@example.test'
  const password = 'correct-horse-battery'
  await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password }, overrideAccess: true })
  studio = { Authorization: `JWT ${token ?? ''}` }
  await seedCheckout(payload)
  pickup = (await payload.find({ collection: 'shipping-types', overrideAccess: true })).docs.find(
    (t) => t.kind === 'pickup',
  )!.id
  picture = (await uploadImage(await twoToneImage(600, 400, 7), { alt: 'Salt lake at dawn' })).id
})

describe('a painting in one sitting', () => {
  it('makes its SKU from the price and stock on the product, one of a kind at stock 1, and shows them again', async () => {
    const { id, sku } = await publishedProduct('Salt lake at dawn', 'screen-salt-lake', 1250, 1)
    expect(sku).toMatchObject({ code: 'SCREEN-SALT-LAKE', price: 1250, stock: 1, is_original: true })
    expect(await read(id)).toMatchObject({ price: 1250, stock: 1, stock_as_read: 1, is_original: true })
    // Nothing about them is stored with the product itself, and a visitor's read carries none.
    const visitor = (await (await payloadRest(`/api/products/${id}?depth=0`)).json()) as Record<string, unknown>
    expect(visitor.price).toBeUndefined()

    const repriced = await send('PATCH', `/api/products/${id}`, { price: 1400, stock: 1, stock_as_read: 1 })
    expect(repriced.status).toBe(200)
    expect((await skusOf(id))[0]).toMatchObject({ id: sku.id, price: 1400, stock: 1 })
  })

  it('refuses a price or stock the SKU could not hold, and makes nothing', async () => {
    for (const [field, value] of [
      ['price', -5],
      ['price', 2_000_000],
      ['stock', 1.5],
      ['stock', -1],
    ] as const) {
      const refused = await send('POST', '/api/products?draft=true', {
        name: 'Out of range',
        slug: `screen-range-${field}-${String(value).replace(/\W/g, '')}`,
        price: 10,
        stock: 1,
        [field]: value,
      })
      expect(refused.status, `${field} ${value}`).toBe(400)
      expect((await missing(refused))?.[0]).toMatch(new RegExp(`^${field}: `))
    }
    expect(
      (await payload.count({ collection: 'products', where: { name: { equals: 'Out of range' } } })).totalDocs,
    ).toBe(0)
  })

  it('a second product of the same address gets a code of its own', async () => {
    await send('POST', '/api/products', { name: 'Twin', slug: 'screen-twin', price: 10, stock: 3 })
    const { docs } = await payload.find({
      collection: 'skus',
      where: { code: { equals: 'SCREEN-TWIN' } },
      overrideAccess: true,
    })
    await payload.update({ collection: 'skus', id: docs[0].id, data: { code: 'SCREEN-TWIN-2' }, overrideAccess: true })
    await payload.update({ collection: 'skus', id: docs[0].id, data: { code: 'SCREEN-TWIN' }, overrideAccess: true })
    const second = await send('POST', '/api/products', { name: 'Twin', slug: 'screen-twin-b', price: 10, stock: 3 })
    const { doc } = (await second.json()) as Doc
    expect((await skusOf(doc.id))[0]).toMatchObject({ code: 'SCREEN-TWIN-B', stock: 3, is_original: false })
  })

  it('does not undo an order: a stock she set over one sold meanwhile is refused, and nothing is saved', async () => {
    const { id, sku } = await publishedProduct('Three prints', 'screen-three', 80, 3)
    const shown = await read(id)
    expect(shown.stock_as_read).toBe(3)
    // A customer buys one meanwhile.
    await buyOne(sku.id, 'buyer.screen@example.test')

    // She saves the name with the stock as she was shown it: the order's hold stands.
    const renamed = await send('PATCH', `/api/products/${id}`, { name: 'Three prints, two left', ...pick(shown) })
    expect(renamed.status).toBe(200)
    expect((await skusOf(id))[0].stock).toBe(2)

    // She sets 5 over the 3 she was shown: refused, naming the stock as it is now.
    const refused = await send('PATCH', `/api/products/${id}`, { name: 'Five prints', ...pick(shown), stock: 5 })
    expect(refused.status).toBe(400)
    expect(await missing(refused)).toEqual([
      'stock: An order changed the stock while you were editing: 2 now. Set it again.',
    ])
    expect((await skusOf(id))[0].stock).toBe(2)
    expect((await read(id)).name).toBe('Three prints, two left')

    const again = await send('PATCH', `/api/products/${id}`, { stock: 5, stock_as_read: 2 })
    expect(again.status).toBe(200)
    expect((await skusOf(id))[0].stock).toBe(5)
  })
})

describe('a SKU’s own screen', () => {
  it('keeps an order placed while she edits: her unchanged stock is not written back, a new one over it is refused', async () => {
    const { id, sku } = await publishedProduct('Sized prints', 'screen-sized', 60, 4)
    const shown = (await (await payloadRest(`/api/skus/${sku.id}?depth=0`, { headers: studio })).json()) as {
      stock: number
      stock_as_read: number
    }
    expect(shown).toMatchObject({ stock: 4, stock_as_read: 4 })
    await buyOne(sku.id, 'buyer.sku-screen@example.test')

    const repriced = await send('PATCH', `/api/skus/${sku.id}`, { price: 65, stock: 4, stock_as_read: 4 })
    expect(repriced.status).toBe(200)
    expect((await skusOf(id))[0]).toMatchObject({ price: 65, stock: 3 })

    const refused = await send('PATCH', `/api/skus/${sku.id}`, { price: 70, stock: 10, stock_as_read: 4 })
    expect(refused.status).toBe(400)
    expect(await missing(refused)).toEqual([
      'stock: An order changed the stock while you were editing: 3 now. Set it again.',
    ])
    expect((await skusOf(id))[0]).toMatchObject({ price: 65, stock: 3 })

    expect((await send('PATCH', `/api/skus/${sku.id}`, { stock: 10, stock_as_read: 3 })).status).toBe(200)
    expect((await skusOf(id))[0].stock).toBe(10)
  })
})

const pick = (shown: Record<string, unknown>) => ({
  price: shown.price,
  stock: shown.stock,
  stock_as_read: shown.stock_as_read,
  is_original: shown.is_original,
})

describe('publishing a product', () => {
  it('is refused without a picture, a price or a stock, naming each; a draft may be incomplete', async () => {
    const refused = await send('POST', '/api/products', { name: 'Bare', slug: 'screen-bare', _status: 'published' })
    expect(refused.status).toBe(400)
    expect(await missing(refused)).toEqual([
      'images: A picture is needed: the shop would show an empty tile.',
      'price: A price is needed.',
      'stock: The stock is needed.',
    ])
    expect(
      (await payload.count({ collection: 'products', where: { slug: { equals: 'screen-bare' } } })).totalDocs,
    ).toBe(0)

    // The price of a draft is kept (on its SKU, with a stock of 0 until she gives one).
    const draft = await send('POST', '/api/products?draft=true', { name: 'Bare', slug: 'screen-bare', price: 40 })
    expect(draft.status).toBe(201)
    const { doc } = (await draft.json()) as Doc
    expect(await read(doc.id)).toMatchObject({ price: 40, stock: 0 })
    const stillBare = await send('PATCH', `/api/products/${doc.id}`, { stock: 2, _status: 'published' })
    expect(await missing(stillBare)).toEqual(['images: A picture is needed: the shop would show an empty tile.'])
    const noPrice = await send('PATCH', `/api/products/${doc.id}`, {
      price: 0,
      images: [{ image: picture }],
      _status: 'published',
    })
    expect(await missing(noPrice)).toEqual(['price: A price is needed.'])
    const published = await send('PATCH', `/api/products/${doc.id}`, {
      stock: 2,
      images: [{ image: picture }],
      _status: 'published',
    })
    expect(published.status).toBe(200)
    expect((await skusOf(doc.id))[0]).toMatchObject({ price: 40, stock: 2 })
    // Sold out, it stays published and can still be edited.
    const sold = await send('PATCH', `/api/products/${doc.id}`, { name: 'Bare, sold', stock: 0, stock_as_read: 2 })
    expect(sold.status).toBe(200)
  })

  it('with options, waits for its SKUs', async () => {
    const draft = await send('POST', '/api/products?draft=true', {
      name: 'Sizes',
      slug: 'screen-sizes',
      images: [{ image: picture }],
      variations: [{ name: 'Size', options: [{ value: 'A4' }] }],
    })
    const { doc } = (await draft.json()) as Doc
    const refused = await send('PATCH', `/api/products/${doc.id}`, { _status: 'published' })
    expect(await missing(refused)).toEqual([
      'skus: Its SKUs are needed: save it as a draft, add a SKU for each choice, then publish.',
    ])
    await payload.create({
      collection: 'skus',
      data: { product: doc.id, code: 'SCREEN-SIZES-A4', options: [{ name: 'Size', value: 'A4' }], price: 50, stock: 4 },
      overrideAccess: true,
    })
    expect((await send('PATCH', `/api/products/${doc.id}`, { _status: 'published' })).status).toBe(200)
  })
})

describe('a product’s badge', () => {
  it('is one of the choices, sent by the v1 API as its English label; a word of her own is refused', async () => {
    const { id } = await publishedProduct('Badge study', 'badge-study', 300, 1)
    expect((await send('PATCH', `/api/products/${id}`, { badge: 'limited_edition' })).status).toBe(200)
    await expect
      .poll(async () => (await getJson<{ badge: string }>('/api/v1/sell/product/badge-study')).body.badge)
      .toBe('Limited edition')
    const refused = await send('PATCH', `/api/products/${id}`, { badge: 'Last one' })
    expect(refused.status).toBe(400)
    expect((await read(id)).badge).toBe('limited_edition')
    expect((await send('PATCH', `/api/products/${id}`, { badge: null })).status).toBe(200)
    await expect
      .poll(async () => (await getJson<{ badge: string }>('/api/v1/sell/product/badge-study')).body.badge)
      .toBe('')
  })
})
