import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import config from '@payload-config'
import { getCatalogue, type Catalogue } from '@/commerce/catalogue'
import { buildCatalogue } from '@/commerce/catalogue-build'
import { listProducts, searchProducts } from '@/commerce/products'
import { GROUPS_TAG } from '@/lib/cache-tags'
import { invalidateTag } from '@/lib/memo-cache'
import { countRequest } from '@/lib/requests-in-flight'
import { relationId } from '@/lib/relation-id'
import { seedCheckout } from '@/seed/checkout'

import { getJson } from './helpers/api'
import { addToCart, placeOrder } from './helpers/checkout-flow'
import { makeAddress, makeCustomer } from './helpers/customers'
import { makeProduct, setStock } from './helpers/shop-fixtures'

let payload: Payload
let harbour: number
let hills: number

const image = { aspect: '1x1', width: 300 } as const
const shop = () => getCatalogue(payload)
const searchFor = async (query: string) => searchProducts(await shop(), query, image).map((p) => p.slug)
const slugsOf = async (group: number) =>
  listProducts(await shop(), { group, page: 1, pageSize: 100, image }).data.map((p) => p.slug)

/** What readers can see of a catalogue, to compare one brought up to date with one read afresh. */
const contents = (c: Catalogue) => ({
  products: c.products.map((p) => ({
    id: p.id,
    slug: p.slug,
    name: p.name,
    groups: p.groupIds,
    skus: p.skuList.map((s) => [s.id, s.price, s.stock]),
  })),
  slugs: [...c.bySlug.keys()].sort(),
  skus: [...c.skus.values()]
    .filter((s) => relationId(s.product) != null)
    .map((s) => [s.id, relationId(s.product), s.stock])
    .sort((a, b) => Number(a[0]) - Number(b[0])),
  addons: [...c.addons.keys()].sort((a, b) => a - b),
  words: c.search.words,
})

/** Waits until the catalogue readers get is the one a fresh read of the database gives. */
const expectCaughtUp = () =>
  vi.waitFor(async () => expect(contents(await shop())).toEqual(contents(await buildCatalogue(payload))), {
    timeout: 10_000,
    interval: 20,
  })

const rename = (id: number, name: string) =>
  payload.update({ collection: 'products', id, data: { name }, overrideAccess: true })

beforeAll(async () => {
  payload = await getPayload({ config })
  const group = (slug: string) =>
    payload.create({ collection: 'groups', data: { model: 'product', slug, name: slug }, overrideAccess: true })
  harbour = (await group('cu-harbour')).id
  hills = (await group('cu-hills')).id
  await expectCaughtUp()
})

describe('the catalogue after a save', () => {
  it('shows a saved product at once, updated in place: its page, lists and search', async () => {
    const { product } = await makeProduct({
      slug: 'cu-jetty-morning',
      name: 'Jetty Morning',
      groups: [harbour],
      skus: [{ code: 'CU-JETTY', price: 300, stock: 3 }],
    })
    const before = await shop()
    expect(before.byId.get(product.id)?.name).toBe('Jetty Morning')
    const save = (data: { name?: string; blurb: string }) =>
      payload.update({ collection: 'products', id: product.id, data, overrideAccess: true })

    await save({ blurb: 'Pelicans on the old jetty.' })
    expect(await searchFor('pelicans')).toEqual(['cu-jetty-morning'])
    await save({ name: 'Jetty at Dawn', blurb: 'Cormorants drying their wings.' })
    const after = await shop()
    expect(after).toBe(before)
    expect(after.bySlug.get('cu-jetty-morning')?.name).toBe('Jetty at Dawn')
    expect(await searchFor('cormorants')).toEqual(['cu-jetty-morning'])
    expect(await searchFor('pelicans')).toEqual([])
    const page = await getJson<{ name: string }>('/api/v1/sell/product/cu-jetty-morning')
    expect(page.body.name).toBe('Jetty at Dawn')
    await expectCaughtUp()
  })

  it('drops a product unpublished or deleted, brings it back republished, and follows a move between groups', async () => {
    const { product, skus } = await makeProduct({
      slug: 'cu-quandong-walk',
      name: 'Quandong Walk',
      groups: [harbour],
      primary_group: harbour,
      skus: [{ code: 'CU-QUANDONG', price: 450, stock: 1 }],
    })
    expect(await slugsOf(harbour)).toContain('cu-quandong-walk')

    await payload.update({
      collection: 'products',
      id: product.id,
      data: { groups: [hills], primary_group: hills },
      overrideAccess: true,
    })
    expect(await slugsOf(harbour)).not.toContain('cu-quandong-walk')
    expect(await slugsOf(hills)).toContain('cu-quandong-walk')

    await payload.update({ collection: 'products', id: product.id, data: { _status: 'draft' }, overrideAccess: true })
    expect((await shop()).bySlug.has('cu-quandong-walk')).toBe(false)
    expect(await searchFor('quandong')).toEqual([])
    expect((await getJson('/api/v1/sell/product/cu-quandong-walk')).status).toBe(404)
    await expectCaughtUp()

    await payload.update({
      collection: 'products',
      id: product.id,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    expect(await searchFor('quandong')).toEqual(['cu-quandong-walk'])
    expect((await shop()).byId.get(product.id)?.skuList.map((s) => s.id)).toEqual([skus[0].id])

    await payload.delete({ collection: 'skus', id: skus[0].id, overrideAccess: true })
    await payload.delete({ collection: 'products', id: product.id, overrideAccess: true })
    const after = await shop()
    expect(after.byId.has(product.id)).toBe(false)
    expect(after.skus.has(skus[0].id)).toBe(false)
    expect(await searchFor('quandong')).toEqual([])
    await expectCaughtUp()
  })

  it('follows a SKU’s stock, its move to another product and its deletion', async () => {
    const one = await makeProduct({ slug: 'cu-reef-one', skus: [{ code: 'CU-REEF-1', price: 90, stock: 5 }] })
    // A published product whose one SKU was deleted: the SKU moved to it becomes its one.
    const two = await makeProduct({ slug: 'cu-reef-two', skus: [{ code: 'CU-REEF-2', price: 90, stock: 1 }] })
    await payload.delete({ collection: 'skus', id: two.skus[0].id, overrideAccess: true })
    const sku = one.skus[0].id

    await setStock(sku, 2)
    expect((await shop()).skus.get(sku)?.stock).toBe(2)
    expect((await shop()).byId.get(one.product.id)?.skuList[0].stock).toBe(2)

    await payload.update({ collection: 'skus', id: sku, data: { product: two.product.id }, overrideAccess: true })
    const moved = await shop()
    expect(moved.byId.get(one.product.id)?.skuList).toEqual([])
    expect(moved.byId.get(two.product.id)?.skuList.map((s) => s.id)).toEqual([sku])

    await payload.delete({ collection: 'skus', id: sku, overrideAccess: true })
    expect((await shop()).skus.has(sku)).toBe(false)
    expect((await shop()).byId.get(two.product.id)?.skuList).toEqual([])
    await expectCaughtUp()
  })

  it('takes an order’s stock hold, which changes stock in SQL without a save', async () => {
    await seedCheckout(payload)
    const shipping = (
      await payload.find({ collection: 'shipping-types', where: { kind: { equals: 'free_domestic' } } })
    ).docs[0]
    const { skus } = await makeProduct({ slug: 'cu-held-print', skus: [{ code: 'CU-HELD', price: 120, stock: 4 }] })
    const before = await shop()
    const { user, auth } = await makeCustomer('buyer@catalogue-updates.test')
    const home = await makeAddress(user.id, 'Australia')
    await addToCart(auth, skus[0].id, 3)
    const placed = await placeOrder(auth, { address: home.id, shipping_option_id: shipping.id })
    expect(placed.status).toBe(200)
    // The product is not read again for a change of its SKUs' stock: only its SKUs are.
    const find = vi.spyOn(payload, 'find')
    const after = await shop()
    const read = find.mock.calls.map(([options]) => options.collection)
    find.mockRestore()
    expect(read).toContain('skus')
    expect(read).not.toContain('products')
    expect(after).toBe(before)
    expect(after.skus.get(skus[0].id)?.stock).toBe(1)
    expect(after.bySlug.get('cu-held-print')?.skuList.map((s) => s.stock)).toEqual([1])
    // Other files' products in this database may share the words.
    expect(await searchFor('held print')).toContain('cu-held-print')
    await expectCaughtUp()
  })
})

describe('a whole new read of the catalogue', () => {
  it('serves the catalogue before it at once while it reads, then the new one, with a save made meanwhile', async () => {
    const { product } = await makeProduct({ slug: 'cu-dune-light', skus: [{ code: 'CU-DUNE', price: 80, stock: 2 }] })
    const old = await shop()
    const group = await payload.create({
      collection: 'groups',
      data: { model: 'product', slug: 'cu-new-range', name: 'New range' },
      overrideAccess: true,
    })
    // A change naming no record (one made by another process) reads the whole catalogue again.
    invalidateTag(GROUPS_TAG)
    const started = performance.now()
    const during = await Promise.all(Array.from({ length: 5 }, () => shop()))
    expect(performance.now() - started).toBeLessThan(50)
    for (const c of during) expect(c).toBe(old)
    expect(old.groups.has(group.id)).toBe(false)

    await rename(product.id, 'Dune Light, renamed while the shop was read')
    await vi.waitFor(async () => expect((await shop()).byId.get(product.id)?.name).toMatch(/renamed/), {
      timeout: 10_000,
      interval: 10,
    })
    const fresh = await shop()
    expect(fresh).not.toBe(old)
    expect(fresh.groups.has(group.id)).toBe(true)
    await expectCaughtUp()
  })

  it('reads between the answers to requests, not inside them, and is never held up for good', async () => {
    const old = await shop()
    const find = vi.spyOn(payload, 'find')
    const answering = new EventEmitter()
    countRequest(answering as ServerResponse)
    try {
      invalidateTag(GROUPS_TAG)
      expect(await shop()).toBe(old)
      // The request's page is rendered from the catalogue before: the read waits for its answer.
      await new Promise((resolve) => setTimeout(resolve, 30))
      expect(find).not.toHaveBeenCalled()
      // A request that takes long (a download) slows the read down and no more.
      await vi.waitFor(async () => expect(await shop()).not.toBe(old), { timeout: 10_000, interval: 20 })
      expect(find).toHaveBeenCalled()
    } finally {
      answering.emit('close')
      find.mockRestore()
    }
    await expectCaughtUp()
  })

  it('ends with the latest state after saves made side by side', async () => {
    const made = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        makeProduct({ slug: `cu-tide-${n}`, skus: [{ code: `CU-TIDE-${n}`, price: 50, stock: 9 }] }),
      ),
    )
    const target = made[0].product.id
    invalidateTag(GROUPS_TAG)
    await Promise.all([
      ...['Tide I', 'Tide II', 'Tide III', 'Tide IV', 'Tide V'].map((name) => rename(target, name)),
      ...made.map(({ skus }, n) => setStock(skus[0].id, n)),
    ])
    const saved = await payload.findByID({ collection: 'products', id: target, depth: 0, overrideAccess: true })
    await expectCaughtUp()
    expect((await shop()).byId.get(target)?.name).toBe(saved.name)
    const stocks = made.map(({ skus }) => shop().then((c) => c.skus.get(skus[0].id)?.stock))
    expect(await Promise.all(stocks)).toEqual([0, 1, 2, 3])
  })
})

describe('the catalogue after a group’s or a picture’s save', () => {
  it('knows a new group, a renamed one and a deleted one at once, without reading it all again', async () => {
    const before = await shop()
    const range = await payload.create({
      collection: 'groups',
      data: { model: 'product', slug: 'cu-saltbush', name: 'Saltbush' },
      overrideAccess: true,
    })
    await makeProduct({ slug: 'cu-saltbush-one', groups: [range.id], skus: [{ code: 'CU-SALT', price: 70, stock: 1 }] })
    expect(await slugsOf(range.id)).toEqual(['cu-saltbush-one'])
    await payload.update({ collection: 'groups', id: range.id, data: { name: 'Saltbush flats' }, overrideAccess: true })
    expect((await shop()).groupsBySlug.get('cu-saltbush')?.name).toBe('Saltbush flats')
    await payload.delete({ collection: 'groups', id: range.id, overrideAccess: true })
    const after = await shop()
    expect(after).toBe(before)
    expect(after.groups.has(range.id)).toBe(false)
    expect(after.bySlug.get('cu-saltbush-one')?.groupIds).toEqual([])
    await expectCaughtUp()
  })

  it('reads again the products showing a picture that was changed', async () => {
    const { product } = await makeProduct({ slug: 'cu-pictured', skus: [{ code: 'CU-PIC', price: 60, stock: 1 }] })
    const picture = (await payload.find({ collection: 'media', where: { owner: { exists: false } }, limit: 1 })).docs[0]
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { images: [{ image: picture.id }] },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'media',
      id: picture.id,
      data: { alt: 'A changed description' },
      overrideAccess: true,
    })
    const image = (await shop()).byId.get(product.id)?.images?.[0]?.image
    expect(typeof image === 'object' && image?.alt).toBe('A changed description')
  })
})
