import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'

import { getJson, postJson } from './helpers/api'
import { makeAddon, makeProduct } from './helpers/shop-fixtures'

let payload: Payload
let print: Awaited<ReturnType<typeof makeProduct>>
let original: Awaited<ReturnType<typeof makeProduct>>
let wrapping: number
let postcards: number
let groupId: number

const searchSku = (body: unknown) => postJson('/api/v1/sell/cart/searchsku', body)
type SkuResult = { sku: number; price_each: number; full_price_each: number; on_special: boolean; in_stock: boolean }

beforeAll(async () => {
  payload = await getPayload({ config })
  const group = await payload.create({
    collection: 'groups',
    data: { model: 'product', slug: 'test-harbour-prints', name: 'Harbour prints' },
    overrideAccess: true,
  })
  groupId = group.id
  wrapping = (await makeAddon({ name: 'Test gift wrapping', type: 'Checkbox', price: 12 })).id
  postcards = (await makeAddon({ name: 'Test postcards', type: 'Qty', price: 4, min_qty: 0, max_qty: 10 })).id
  await payload.update({ collection: 'groups', id: groupId, data: { addons: [wrapping] }, overrideAccess: true })
  print = await makeProduct({
    slug: 'test-fremantle-harbour-print',
    name: 'Fremantle Harbour Print',
    content: '<p>Fishing boats at the Fremantle harbour wall, printed on cotton rag.</p>',
    groups: [groupId],
    primary_group: groupId,
    addons: [postcards],
    variations: [
      { name: 'Size', options: ['A4', 'A3'] },
      { name: 'Framing', options: ['Unframed', 'Oak frame'] },
    ],
    skus: [
      {
        code: 'T-FH-A4-UN',
        options: [
          { name: 'Size', value: 'A4' },
          { name: 'Framing', value: 'Unframed' },
        ],
        price: 65,
        stock: 10,
      },
      {
        code: 'T-FH-A4-OAK',
        options: [
          { name: 'Size', value: 'A4' },
          { name: 'Framing', value: 'Oak frame' },
        ],
        price: 180,
        full_price: 220,
        stock: 2,
      },
      {
        code: 'T-FH-A3-UN',
        options: [
          { name: 'Size', value: 'A3' },
          { name: 'Framing', value: 'Unframed' },
        ],
        price: 95,
        stock: 0,
      },
    ],
  })
  original = await makeProduct({
    slug: 'test-quokka-dawn',
    name: 'Quokka Dawn',
    groups: [groupId],
    skus: [{ code: 'T-QD-OR', price: 980, stock: 1 }],
  })
})

describe('GET /api/v1/sell/product', () => {
  it('lists a group’s products a page at a time with prices and availability', async () => {
    const { status, body } = await getJson<{
      data: {
        slug: string
        price: number
        full_price: number
        in_stock: boolean
        is_on_special: boolean
        image: unknown
      }[]
      num_pages: number
    }>(`/api/v1/sell/product?group=test-harbour-prints&page_size=1&page=1&image_aspect=1x1&image_width=600`)
    expect(status).toBe(200)
    expect(body.num_pages).toBe(2)
    expect(body.data).toHaveLength(1)
    const all = await getJson<{
      data: { slug: string; price: number; full_price: number; in_stock: boolean; is_on_special: boolean }[]
    }>(`/api/v1/sell/product?group=${groupId}&page_size=12`)
    const byslug = Object.fromEntries(all.body.data.map((p) => [p.slug, p]))
    expect(byslug['test-fremantle-harbour-print']).toMatchObject({
      price: 65,
      full_price: 65,
      in_stock: true,
      is_on_special: true,
    })
    expect(byslug['test-quokka-dawn']).toMatchObject({ price: 980, in_stock: true, is_on_special: false })
  })

  it('answers 404 for an unknown group and 400 for bad paging', async () => {
    expect((await getJson('/api/v1/sell/product?group=no-such-group')).status).toBe(404)
    expect((await getJson('/api/v1/sell/product?page_size=0')).status).toBe(400)
    expect((await getJson('/api/v1/sell/product?page_size=241')).status).toBe(400)
    expect((await getJson('/api/v1/sell/product?colour=red')).status).toBe(400)
  })

  it('answers one product by its address with variations, SKUs and addons, also under a resource base', async () => {
    const { status, body } = await getJson<{
      name: string
      variations: { name: string; options: string[] }[]
      skus: { code: string; in_stock: boolean; on_special: boolean }[]
      addons: { id: number }[]
      groupaddons: { id: number }[]
      sku: number
      primary_group: { slug: string }
    }>('/api/v1/sell/product/test-fremantle-harbour-print')
    expect(status).toBe(200)
    expect(body.variations.map((v) => v.name)).toEqual(['Size', 'Framing'])
    expect(body.skus.map((s) => [s.code, s.in_stock, s.on_special])).toEqual([
      ['T-FH-A4-UN', true, false],
      ['T-FH-A4-OAK', true, true],
      ['T-FH-A3-UN', false, false],
    ])
    expect(body.addons.map((a) => a.id)).toEqual([postcards])
    expect(body.groupaddons.map((a) => a.id)).toEqual([wrapping])
    expect(body.sku).toBe(0)
    expect(body.primary_group.slug).toBe('test-harbour-prints')
    expect(JSON.stringify(body)).not.toContain('"stock"')

    const named = await getJson<{ product: { sku: number; name: string } }>('/api/v1/art/product/test-quokka-dawn')
    expect(named.status).toBe(200)
    expect(named.body.product).toMatchObject({ name: 'Quokka Dawn', sku: original.skus[0].id })
    expect((await getJson('/api/v1/sell/product/no-such-painting')).status).toBe(404)
  })

  it('hides a draft product', async () => {
    await payload.create({
      collection: 'products',
      data: { name: 'Unfinished', slug: 'test-unfinished', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    expect((await getJson('/api/v1/sell/product/test-unfinished')).status).toBe(404)
  })
})

describe('POST /api/v1/sell/cart/searchsku', () => {
  it('answers sku 0 until every option is chosen', async () => {
    const response = await searchSku({
      product: print.product.id,
      variations: [{ name: 'Size', value: 'A4' }],
      addons: [],
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      sku: 0,
      price_each: 0,
      full_price_each: 0,
      on_special: false,
      in_stock: false,
      availability: 'out_of_stock',
      reserved_until: null,
    })
  })

  it('finds the SKU of a combination with its price, special and stock, addons included', async () => {
    const oak = await searchSku({
      product: print.product.id,
      variations: [
        { name: 'framing', value: 'oak frame' },
        { name: 'Size', value: 'A4' },
      ],
      addons: [],
    })
    expect(await oak.json()).toEqual({
      sku: print.skus[1].id,
      price_each: 180,
      full_price_each: 220,
      on_special: true,
      in_stock: true,
      availability: 'in_stock',
      reserved_until: null,
    })
    const withAddons = await searchSku({
      product: 'test-fremantle-harbour-print',
      variations: [
        { name: 'Size', value: 'A4' },
        { name: 'Framing', value: 'Unframed' },
      ],
      addons: [
        { id: wrapping, value: 1 },
        { id: postcards, value: 3 },
      ],
    })
    expect(await withAddons.json()).toMatchObject({ sku: print.skus[0].id, price_each: 89, full_price_each: 89 })
    const soldOut = await searchSku({
      product: print.product.id,
      variations: [
        { name: 'Size', value: 'A3' },
        { name: 'Framing', value: 'Unframed' },
      ],
      addons: [],
    })
    // A print with none left and nobody holding one: out of stock, not "sold" (that is for originals).
    expect(await soldOut.json()).toMatchObject({
      sku: print.skus[2].id,
      in_stock: false,
      availability: 'out_of_stock',
      reserved_until: null,
    })
    const missing = await searchSku({
      product: print.product.id,
      variations: [
        { name: 'Size', value: 'A3' },
        { name: 'Framing', value: 'Oak frame' },
      ],
      addons: [],
    })
    expect(((await missing.json()) as SkuResult).sku).toBe(0)
  })

  it('answers the only SKU of a product without options', async () => {
    const response = await searchSku({ product: original.product.id, variations: [], addons: [] })
    expect(await response.json()).toMatchObject({ sku: original.skus[0].id, price_each: 980, in_stock: true })
  })

  it('refuses options and addons the product does not have, prices in the body, and unknown products', async () => {
    const bad = async (body: unknown, status: number) => expect((await searchSku(body)).status).toBe(status)
    await bad(
      {
        product: print.product.id,
        variations: [
          { name: 'Size', value: 'A0' },
          { name: 'Framing', value: 'Unframed' },
        ],
        addons: [],
      },
      400,
    )
    await bad({ product: print.product.id, variations: [], addons: [{ id: 999999, value: 1 }] }, 400)
    await bad({ product: print.product.id, variations: [], addons: [{ id: postcards, value: 11 }] }, 400)
    await bad({ product: print.product.id, variations: [], addons: [], price: 1 }, 400)
    await bad({ product: 999999, variations: [], addons: [] }, 404)
    await bad('not json', 400)
  })
})

describe('SKU rules in the back-office', () => {
  it('refuses a SKU whose options do not match the product, a second SKU of one combination, and a third decimal', async () => {
    const create = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'skus',
        data: { product: print.product.id, price: 10, stock: 1, ...data } as never,
        overrideAccess: true,
      })
    await expect(
      create({
        code: 'T-BAD-1',
        options: [
          { name: 'Size', value: 'A0' },
          { name: 'Framing', value: 'Unframed' },
        ],
      }),
    ).rejects.toThrow('"A0" is not one of the choices for "Size".')
    await expect(create({ code: 'T-BAD-2', options: [{ name: 'Size', value: 'A4' }] })).rejects.toThrow(
      'Choose a value for "Framing".',
    )
    await expect(
      create({
        code: 'T-BAD-3',
        options: [
          { name: 'Size', value: 'A4' },
          { name: 'Framing', value: 'Unframed' },
        ],
      }),
    ).rejects.toThrow('These options already have a SKU (T-FH-A4-UN).')
    await expect(
      create({
        code: 'T-BAD-4',
        price: 10.555,
        options: [
          { name: 'Size', value: 'A3' },
          { name: 'Framing', value: 'Oak frame' },
        ],
      }),
    ).rejects.toThrow('more than two decimals')
    expect(
      (await payload.count({ collection: 'skus', where: { code: { like: 'T-BAD' } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })

  it('refuses a variation listed twice', async () => {
    await expect(
      payload.update({
        collection: 'products',
        id: print.product.id,
        data: {
          variations: [
            { name: 'Size', options: [{ value: 'A4' }] },
            { name: 'size', options: [{ value: 'A3' }] },
          ],
        },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})

describe('GET /api/v1/sell/search', () => {
  it('ranks a name match above a text match and matches word beginnings', async () => {
    await makeProduct({
      slug: 'test-harbour-lights',
      name: 'Harbour Lights at Night',
      content: '<p>Boats under lamps.</p>',
      skus: [{ code: 'T-HL-OR', price: 700, stock: 1 }],
    })
    const { status, body } = await getJson<{ data: { slug: string }[] }>('/api/v1/sell/search?q=harbo')
    expect(status).toBe(200)
    const slugs = body.data.map((p) => p.slug)
    expect(slugs.indexOf('test-fremantle-harbour-print')).toBeGreaterThanOrEqual(0)
    expect(slugs.indexOf('test-harbour-lights')).toBeGreaterThanOrEqual(0)
    const wall = await getJson<{ data: { slug: string }[] }>('/api/v1/sell/search?q=harbour%20wall')
    expect(wall.body.data.map((p) => p.slug)).toEqual(['test-fremantle-harbour-print'])
    const nameFirst = await getJson<{ data: { slug: string }[] }>('/api/v1/sell/search?q=fishing%20boats')
    expect(nameFirst.body.data.map((p) => p.slug)).toContain('test-fremantle-harbour-print')
    expect((await getJson<{ data: unknown[] }>('/api/v1/sell/search?q=zzqx')).body.data).toEqual([])
    expect((await getJson('/api/v1/sell/search')).status).toBe(400)
  })
})

describe('sitemap', () => {
  it('lists the shop, its categories and its products at the items’ priority', async () => {
    const { getSitemapEntries } = await import('@/content/sitemap')
    const entries = await getSitemapEntries(payload)
    expect(entries.find((e) => e.url === '/product/test-quokka-dawn')).toMatchObject({
      model: 'product',
      priority: 80,
      seo_title: 'Quokka Dawn',
    })
    expect(entries.find((e) => e.url === '/shop/test-harbour-prints')).toMatchObject({ model: 'none', priority: 80 })
    expect(entries.find((e) => e.url === '/shop')).toMatchObject({ priority: 90 })
    expect(entries.some((e) => e.url === '/product/test-unfinished')).toBe(false)
  })
})
