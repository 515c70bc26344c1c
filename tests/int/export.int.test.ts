import { parse } from 'csv-parse/sync'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { planImport } from '@/commerce/import/plan-import'
import { seedCheckout } from '@/seed/checkout'
import { relationId } from '@/lib/relation-id'

import { request } from './helpers/api'
import { orderToAustralia, pressTestPayment, testCallback } from './helpers/checkout-flow'
import { makeProduct } from './helpers/shop-fixtures'
import { studioCookie } from './helpers/studio'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await getPayload({ config })
  cookie = await studioCookie(payload, 'export')
})

describe('the shop’s products in Shopify’s CSV', () => {
  it('is for a signed-in admin only', async () => {
    expect((await request('/api/v1/studio/products.csv')).status).toBe(404)
  })

  it('reads back, through the import, as every product with its SKUs, prices, specials, stock and pictures', async () => {
    const response = await request('/api/v1/studio/products.csv', { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="products.csv"')
    const file = Buffer.from(await response.arrayBuffer())
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))

    const plan = await planImport(file, { source: 'shopify' })
    const products = await payload.find({ collection: 'products', limit: 0, depth: 1, overrideAccess: true })
    const skus = await payload.find({
      collection: 'skus',
      limit: 0,
      depth: 0,
      sort: 'sort_order',
      overrideAccess: true,
    })
    // Products other tests left without SKUs or an English name are in the file too, and the
    // import says why it leaves each of them.
    const readable = products.docs.filter((p) => p.name && skus.docs.some((s) => relationId(s.product) === p.id))
    const left = products.docs.filter((p) => !readable.includes(p))
    expect(plan.problems.map((p) => p.message).sort()).toEqual(
      left.map((p) => (p.name ? `"${p.name}" has no variant with a price.` : 'The product has no title.')).sort(),
    )
    expect(plan.products.map((p) => p.slug).sort()).toEqual(readable.map((p) => p.slug).sort())
    for (const product of readable) {
      const read = plan.products.find((p) => p.slug === product.slug)!
      expect(read.name).toBe(product.name)
      expect(read.html).toBe(product.content ?? '')
      expect(read.variations).toEqual(
        (product.variations ?? []).map((v) => ({ name: v.name, values: v.options?.map((o) => o.value) })),
      )
      const own = skus.docs.filter((s) => relationId(s.product) === product.id)
      expect(read.skus).toEqual(
        own.map((s) => ({
          code: s.code,
          options: (s.options ?? []).map(({ name, value }) => ({ name, value })),
          price: Math.round(s.price * 100),
          fullPrice: s.full_price == null || s.full_price <= s.price ? null : Math.round(s.full_price * 100),
          stock: s.stock,
          grams: s.weight_grams ?? null,
        })),
      )
      const pictures = (product.images ?? []).map((row) => row.image as { hash: string; alt: string })
      expect(read.pictures.map((p) => p.alt)).toEqual(pictures.map((m) => m.alt))
      for (const [i, picture] of read.pictures.entries()) {
        expect(picture.url).toMatch(new RegExp(`^http://[^/]+/assets/i/${pictures[i].hash}/raw/\\d+\\.jpg$`))
      }
    }
  })

  it('links to pictures the site serves', async () => {
    const response = await request('/api/v1/studio/products.csv', { headers: { Cookie: cookie } })
    const plan = await planImport(Buffer.from(await response.arrayBuffer()))
    const address = new URL(plan.products.find((p) => p.pictures.length)!.pictures[0].url)
    const picture = await request(address.pathname)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/jpeg')
  })
})

/** A CSV as rows of named cells. */
const rowsOf = async (path: string) => {
  const response = await request(path, { headers: { Cookie: cookie } })
  expect(response.status).toBe(200)
  return parse(Buffer.from(await response.arrayBuffer()), { bom: true, columns: true }) as Record<string, string>[]
}

describe('the orders and the customers who agreed', () => {
  it('gives every order a row per line with its amounts once, and only the customers who agreed', async () => {
    expect((await request('/api/v1/studio/orders.csv')).status).toBe(404)
    expect((await request('/api/v1/studio/customers.csv')).status).toBe(404)
    await seedCheckout(payload)
    const { skus } = await makeProduct({
      slug: 'export-print',
      name: 'Export print',
      variations: [{ name: 'Size', options: ['A4', 'A3'] }],
      skus: [
        { code: 'EXP-A4', options: [{ name: 'Size', value: 'A4' }], price: 60, stock: 10 },
        { code: 'EXP-A3', options: [{ name: 'Size', value: 'A3' }], price: 90, stock: 10 },
      ],
    })
    const buy = async (email: string, optIn: boolean, firstName: string) => {
      const { placed, token } = await orderToAustralia(
        email,
        [
          [skus[0].id, 2],
          [skus[1].id, 1],
        ],
        { optIn, firstName },
      )
      expect(placed.status).toBe(200)
      expect((await pressTestPayment(token, 'pay')).status).toBe(303)
      // The gateway's call back makes the order paid.
      expect((await testCallback(token)).status).toBe(200)
      return placed.body.order_id
    }
    const agreed = await buy('agreed@export.test', true, '@SUM(1)')
    await buy('declined@export.test', false, 'Ada')

    const orders = await rowsOf('/api/v1/studio/orders.csv')
    const order = await payload.findByID({ collection: 'orders', id: agreed!, overrideAccess: true })
    const lines = orders.filter((row) => row.Order === order.reference)
    expect(lines.map((row) => [row.SKU, row.Quantity, row.Each, row['Line total']])).toEqual([
      ['EXP-A4', '2', '60.00', '120.00'],
      ['EXP-A3', '1', '90.00', '90.00'],
    ])
    expect(lines.map((row) => row.Total)).toEqual([((order.total_cents ?? 0) / 100).toFixed(2), ''])
    expect(lines[0]).toMatchObject({ Status: 'paid', 'E-mail': 'agreed@export.test', City: 'Cottesloe' })
    // What a customer typed starts no formula in the studio's spreadsheet.
    expect(lines[0].Name).toBe("'@SUM(1) Moreton")
    expect(orders.some((row) => row['E-mail'] === 'declined@export.test')).toBe(true)

    const customers = await rowsOf('/api/v1/studio/customers.csv')
    expect(customers.map((row) => row['E-mail'])).toContain('agreed@export.test')
    expect(customers.map((row) => row['E-mail'])).not.toContain('declined@export.test')
    expect(customers.find((row) => row['E-mail'] === 'agreed@export.test')).toMatchObject({
      Country: 'Australia',
      Orders: '1',
      Spent: ((order.total_cents ?? 0) / 100).toFixed(2),
    })
  })
})
