import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { planImport } from '@/commerce/import/plan-import'
import { relationId } from '@/lib/relation-id'

import { request } from './helpers/api'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await getPayload({ config })
  const email = `studio-export-${Date.now()}@example.test`
  const password = 'export-Products-password-2026'
  await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  cookie = `${payload.config.cookiePrefix}-token=${token}`
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

    const plan = planImport(file, { source: 'shopify' })
    const products = await payload.find({ collection: 'products', limit: 0, depth: 1, overrideAccess: true })
    const skus = await payload.find({
      collection: 'skus',
      limit: 0,
      depth: 0,
      sort: 'sort_order',
      overrideAccess: true,
    })
    expect(plan.problems).toEqual([])
    expect(plan.products.map((p) => p.slug).sort()).toEqual(products.docs.map((p) => p.slug).sort())
    for (const product of products.docs) {
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
    const plan = planImport(Buffer.from(await response.arrayBuffer()))
    const address = new URL(plan.products[0].pictures[0].url)
    const picture = await request(address.pathname)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/jpeg')
  })
})
