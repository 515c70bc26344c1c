import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { lapseHolds } from '@/commerce/orders/lapse-holds'
import { setEnvForTests } from '@/lib/env'
import { seedCheckout } from '@/seed/checkout'

import {
  addToCart as add,
  call,
  placeOrder as place,
  pressTestPayment as press,
  testCallback as callback,
  tokenOf,
} from './helpers/checkout-flow'
import { makeCustomer } from './helpers/customers'
import { startMailServer, textOf } from './helpers/mail-server'
import { makeProduct } from './helpers/shop-fixtures'

let payload: Payload
let mail: Awaited<ReturnType<typeof startMailServer>>
let restoreEnv = () => {}
let pickup: number

type SkuAnswer = { sku: number; in_stock: boolean; availability: string; reserved_until: string | null }
const skuOf = (product: number) => call<SkuAnswer>('sell/cart/searchsku', { product, variations: [], addons: [] })
const notify = (sku: number, email: string, locale = 'en') =>
  call<{ success?: boolean; message?: string }>('sell/product/notify', { sku, email }, { 'Accept-Language': locale })
const alertsOf = async (sku: number) =>
  (
    await payload.find({
      collection: 'stock-alerts',
      where: { sku: { equals: sku } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs
const owedFor = async (sku: number) =>
  (
    await payload.find({
      collection: 'owed-mails',
      where: { and: [{ kind: { equals: 'stock_available' } }, { subject: { equals: sku } }] },
      pagination: false,
      overrideAccess: true,
    })
  ).docs

/** An original, one of a kind, placed in a customer's checkout: held for her while she pays. */
async function heldOriginal(slug: string, buyer: string) {
  const { product, skus } = await makeProduct({
    slug,
    name: `Held ${slug}`,
    skus: [{ code: slug.toUpperCase(), price: 900, stock: 1 }],
  })
  await payload.update({ collection: 'skus', id: skus[0].id, data: { is_original: true }, overrideAccess: true })
  const { auth } = await makeCustomer(buyer)
  await add(auth, skus[0].id)
  const placed = await place(auth, { shipping_option_id: pickup })
  expect(placed.status).toBe(200)
  return { product, sku: skus[0].id, token: tokenOf(placed.body.payment!) }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  mail = await startMailServer()
  restoreEnv = setEnvForTests({ smtpUrl: mail.url })
  await seedCheckout(payload)
  const types = (await payload.find({ collection: 'shipping-types', overrideAccess: true })).docs
  pickup = types.find((t) => t.kind === 'pickup')!.id
})

afterAll(async () => {
  restoreEnv()
  await mail.close()
})

describe('a piece held in someone else’s checkout', () => {
  it('is reserved until the hold ends, and sends one mail to each address left when it lapses', async () => {
    const { product, sku } = await heldOriginal('alert-lapses', 'holder@alerts.test')
    const answer = await skuOf(product.id)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ sku, in_stock: false, availability: 'reserved' })
    const order = await payload.find({
      collection: 'orders',
      where: { 'lines.sku': { equals: sku } },
      overrideAccess: true,
    })
    expect(answer.body.reserved_until).toBe(new Date(order.docs[0].hold_until!).toISOString())

    expect((await notify(sku, 'not an address')).status).toBe(400)
    const kept = await notify(sku, 'Collector@Alerts.test', 'de')
    expect(kept.status).toBe(200)
    expect(kept.body.message).toMatch(/E-Mail/)
    // Asking again adds nothing; the address is kept as the site keeps every address.
    expect((await notify(sku, 'collector@alerts.test')).status).toBe(200)
    expect((await notify(sku, 'second@alerts.test')).status).toBe(200)
    expect((await alertsOf(sku)).map((a) => a.email).sort()).toEqual(['collector@alerts.test', 'second@alerts.test'])
    expect(await owedFor(sku)).toHaveLength(0)

    const first = mail.next('collector@alerts.test')
    const second = mail.next('second@alerts.test')
    expect(await lapseHolds(payload, new Date(Date.now() + 60 * 60_000))).toBeGreaterThanOrEqual(1)
    const [toFirst, toSecond] = await Promise.all([first, second])
    expect(textOf(toFirst)).toContain('Held alert-lapses')
    expect(textOf(toFirst)).toContain('/de/product/alert-lapses')
    expect(textOf(toSecond)).toContain('/product/alert-lapses')
    // The entries are gone, and each owed mail forgets its address's data once sent.
    expect(await alertsOf(sku)).toHaveLength(0)
    await expect
      .poll(async () => (await owedFor(sku)).map((m) => [m.status, m.data ?? null]))
      .toEqual([
        ['sent', null],
        ['sent', null],
      ])
    expect((await skuOf(product.id)).body).toMatchObject({
      in_stock: true,
      availability: 'in_stock',
      reserved_until: null,
    })
    // Lapsing again owes nothing more.
    await lapseHolds(payload, new Date(Date.now() + 2 * 60 * 60_000))
    expect(await owedFor(sku)).toHaveLength(2)
  })

  it('is sold once paid for: nothing is sent, and the addresses left are let go', async () => {
    const { product, sku, token } = await heldOriginal('alert-sold', 'payer@alerts.test')
    expect((await notify(sku, 'hopeful@alerts.test')).status).toBe(200)
    expect((await press(token, 'pay')).status).toBe(303)
    expect((await callback(token)).status).toBe(200)
    await expect.poll(async () => (await skuOf(product.id)).body.availability).toBe('sold')
    expect(await alertsOf(sku)).toHaveLength(0)
    expect(await owedFor(sku)).toHaveLength(0)
    // A sold piece takes no more addresses, nor does one for sale.
    const refused = await notify(sku, 'late@alerts.test')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/not reserved/)
    const { skus } = await makeProduct({ slug: 'alert-for-sale', skus: [{ code: 'ALERT-FS', price: 90, stock: 3 }] })
    expect((await notify(skus[0].id, 'eager@alerts.test')).status).toBe(409)
    expect((await notify(999_999, 'eager@alerts.test')).status).toBe(404)
  })

  it('leaves no address waiting for nothing when requests race the hold’s end', async () => {
    const { sku } = await heldOriginal('alert-race', 'racer@alerts.test')
    const addresses = Array.from({ length: 12 }, (_, i) => `racer${i}@alerts.test`)
    const [answers] = await Promise.all([
      Promise.all(addresses.map((address) => notify(sku, address))),
      lapseHolds(payload, new Date(Date.now() + 60 * 60_000)),
    ])
    const accepted = addresses.filter((_, i) => answers[i].status === 200)
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    // Every address taken is owed its mail; none is left in the table, and none refused is owed one.
    expect(await alertsOf(sku)).toHaveLength(0)
    const owed = await owedFor(sku)
    expect(owed.map((m) => m.recipient).sort()).toEqual([...accepted].sort())
  })
})
