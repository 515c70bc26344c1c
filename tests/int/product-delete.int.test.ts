import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { query, sql } from '@/lib/database/sql'
import { seedCheckout } from '@/seed/checkout'

import { addToCart, orderToAustralia } from './helpers/checkout-flow'
import { makeCustomer } from './helpers/customers'
import { payloadRest } from './helpers/payload-http'
import { makeProduct } from './helpers/shop-fixtures'
import { studioCookie } from './helpers/studio'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await getPayload({ config })
  cookie = await studioCookie(payload, 'product-delete')
  await seedCheckout(payload)
})

const count = async (collection: 'skus' | 'cart-items' | 'stock-alerts', field: string, id: number) =>
  (await payload.count({ collection, where: { [field]: { equals: id } }, overrideAccess: true })).totalDocs

/** The studio's delete, as the back-office sends it. */
const studioDelete = (collection: 'products' | 'skus', id: number) =>
  payloadRest(`/api/${collection}/${id}`, { method: 'DELETE', headers: { Cookie: cookie } })

describe('deleting a product in the studio', () => {
  it('takes its SKUs with it, and lets go of the carts and back-in-stock requests that held them', async () => {
    const { product, skus } = await makeProduct({
      slug: 'unwanted-import-draft',
      name: 'Unwanted import draft',
      variations: [{ name: 'Size', options: ['A4', 'A3'] }],
      skus: [
        { code: 'UNW-A4', options: [{ name: 'Size', value: 'A4' }], price: 40, stock: 3 },
        { code: 'UNW-A3', options: [{ name: 'Size', value: 'A3' }], price: 60, stock: 0 },
      ],
    })
    const { auth } = await makeCustomer('cart@product-delete.test')
    await addToCart(auth, skus[0].id, 1)
    // A collector waiting for the sold-out size (as askForAlert writes it while another checkout holds the last one).
    const at = new Date().toISOString()
    await query(
      { payload },
      sql`INSERT INTO "stock_alerts" ("sku_id", "email", "locale", "key", "updated_at", "created_at")
          VALUES (${skus[1].id}, 'waiting@product-delete.test', 'en', ${`${skus[1].id}:waiting@product-delete.test`}, ${at}, ${at})`,
    )
    expect([await count('cart-items', 'sku', skus[0].id), await count('stock-alerts', 'sku', skus[1].id)]).toEqual([
      1, 1,
    ])

    const response = await studioDelete('products', product.id)
    expect(response.status).toBe(200)
    expect(await count('skus', 'product', product.id)).toBe(0)
    expect([await count('cart-items', 'sku', skus[0].id), await count('stock-alerts', 'sku', skus[1].id)]).toEqual([
      0, 0,
    ])
  })

  it('is refused while an order holds it, with the reason, and nothing goes', async () => {
    const { product, skus } = await makeProduct({
      slug: 'ordered-before-delete',
      name: 'Ordered before delete',
      skus: [{ code: 'ORD-DEL', price: 90, stock: 4 }],
    })
    expect((await orderToAustralia('buyer@product-delete.test', [[skus[0].id, 1]])).placed.status).toBe(200)

    for (const [collection, id, message] of [
      [
        'products',
        product.id,
        'This product is on an order, which keeps what was sold: unpublish it instead, and it leaves the shop.',
      ],
      ['skus', skus[0].id, 'This SKU is on an order, which keeps what was sold: set its stock to 0 instead.'],
    ] as const) {
      const response = await studioDelete(collection, id)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toBe(message)
    }
    expect(await payload.findByID({ collection: 'products', id: product.id, overrideAccess: true })).toBeTruthy()
    expect(await count('skus', 'product', product.id)).toBe(1)
  })
})
