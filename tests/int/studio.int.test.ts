import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { signCallback } from '@/commerce/payments/callback-signature'
import { testGatewaySecret } from '@/commerce/payments/test-gateway'
import { seedCheckout } from '@/seed/checkout'
import { whatNeedsAttention } from '@/studio/needs-attention'

import { postJson, request } from './helpers/api'
import { makeAddress, makeCustomer } from './helpers/customers'
import { twoToneImage, uploadImage } from './helpers/fixtures'
import { makeProduct } from './helpers/shop-fixtures'

let payload: Payload
let pickup: number

const call = async (path: string, body: unknown, auth: Record<string, string>) => {
  const response = await postJson(`/api/v1/${path}`, body, auth)
  return (await response.json()) as Record<string, unknown>
}

/** An original placed in a customer's order and left at the payment page: held until the hold ends. */
async function holdOriginal(slug: string) {
  const { skus } = await makeProduct({ slug, skus: [{ code: slug.toUpperCase(), price: 900, stock: 1 }] })
  await payload.update({ collection: 'skus', id: skus[0].id, data: { is_original: true }, overrideAccess: true })
  const { auth } = await makeCustomer(`${slug}@studio.test`)
  await call('sell/cart/cartAdd', { sku: skus[0].id, qty: 1, addons: [] }, auth)
  const placed = await call('sell/cart/submitOrder', { paymentGateway: 'test', shipping_option_id: pickup }, auth)
  expect(placed.success).toBe(true)
  return { orderId: placed.order_id as number, token: String(placed.payment).split('/').pop() as string }
}

/** Pays an order: the customer's Pay on the test gateway's page, then the gateway's signed callback. */
const pay = async (token: string) => {
  await request(`/api/v1/cognito/payment/test/${token}/pay`, { method: 'POST' })
  const body = JSON.stringify({ token })
  return request('/api/v1/cognito/payment/webhook/test', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Atelier-Signature': signCallback(testGatewaySecret(), body) },
    body,
  })
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seedCheckout(payload)
  const types = (await payload.find({ collection: 'shipping-types', overrideAccess: true })).docs
  pickup = types.find((t) => t.kind === 'pickup')!.id
})

describe('what needs the studio today', () => {
  it('counts held originals until their hold ends, low prints, quotes and orders to send', async () => {
    const before = await whatNeedsAttention(payload)
    const { orderId, token } = await holdOriginal('studio-held-one')
    await makeProduct({ slug: 'studio-low-print', skus: [{ code: 'STUDIO-LOW', price: 60, stock: 2 }] })
    const { user } = await makeCustomer('studio-quote@studio.test')
    const address = await makeAddress(user.id, 'Japan')
    await payload.create({
      collection: 'shipping-quotes',
      data: { user: user.id, address: address.id, country: 'Japan', weight_grams: 800, status: 'requested' },
      overrideAccess: true,
    })

    const now = await whatNeedsAttention(payload)
    const held = now.held.find((h) => h.orderId === orderId)
    expect(held?.names).toEqual(['studio held one'])
    expect(now.held).toHaveLength(before.held.length + 1)
    expect(now.lowStock).toBe(before.lowStock + 1)
    expect(now.quotes).toBe(before.quotes + 1)

    // Paid, it is an order to send; and a hold that has ended is no longer shown.
    expect((await pay(token)).ok).toBe(true)
    const paid = await whatNeedsAttention(payload)
    expect(paid.toSend).toBe(now.toSend + 1)
    const { orderId: lapsedId } = await holdOriginal('studio-held-two')
    await payload.update({
      collection: 'orders',
      id: lapsedId,
      data: { hold_until: new Date(Date.now() - 60_000).toISOString() },
      overrideAccess: true,
    })
    expect((await whatNeedsAttention(payload)).held.map((h) => h.orderId)).not.toContain(lapsedId)
  })

  it('counts the week’s form messages, confirmed newsletter subscribers and gift vouchers sold', async () => {
    const before = await whatNeedsAttention(payload)
    const { docs } = await payload.find({ collection: 'forms', where: { url: { equals: 'contact' } }, limit: 1 })
    await payload.create({
      collection: 'form-submissions',
      data: { form: docs[0].id, submissionData: [{ field: 'name', value: 'Ada' }] },
      overrideAccess: true,
    })
    const stamp = Date.now()
    await payload.create({
      collection: 'subscribers',
      data: {
        email: `week-${stamp}@studio.test`,
        list_key: 'main',
        status: 'subscribed',
        source: 'newsletter',
        subscribed_at: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    // Waiting for confirmation, or subscribed long ago: not new this week.
    await payload.create({
      collection: 'subscribers',
      data: { email: `waiting-${stamp}@studio.test`, list_key: 'main', status: 'pending', source: 'newsletter' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'subscribers',
      data: {
        email: `old-${stamp}@studio.test`,
        list_key: 'main',
        status: 'subscribed',
        source: 'checkout',
        subscribed_at: '2026-01-01T00:00:00.000Z',
      },
      overrideAccess: true,
    })
    // A voucher paid this week counts; one waiting for payment does not.
    const voucher = (paid: boolean) => ({
      status: paid ? ('paid' as const) : ('awaiting_payment' as const),
      code: `WEEK${stamp}${paid ? 'P' : 'W'}`,
      amount_cents: 5000,
      email: `buyer-${stamp}@studio.test`,
      paid_at: paid ? new Date().toISOString() : undefined,
    })
    await payload.create({ collection: 'gift-vouchers', data: voucher(true), overrideAccess: true })
    await payload.create({ collection: 'gift-vouchers', data: voucher(false), overrideAccess: true })
    const now = await whatNeedsAttention(payload)
    expect(now.answers).toBe(before.answers + 1)
    expect(now.subscribers).toBe(before.subscribers + 1)
    expect(now.vouchers).toBe(before.vouchers + 1)
  })

  it('lists publications scheduled from the Publish menu, soonest first', async () => {
    const { product } = await makeProduct({
      slug: 'studio-scheduled',
      skus: [{ code: 'STUDIO-SCH', price: 60, stock: 5 }],
    })
    const at = new Date(Date.now() + 86_400_000).toISOString()
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(at),
      input: { type: 'publish', doc: { relationTo: 'products', value: product.id } },
    })
    const { scheduled } = await whatNeedsAttention(payload)
    expect(scheduled).toContainEqual({
      collection: 'products',
      id: product.id,
      title: product.name,
      at,
      action: 'publish',
    })
  })
})

describe('shop pictures', () => {
  it('need a description (alt text) before a product can show them', async () => {
    const picture = await uploadImage(await twoToneImage(600, 400, 3), { alt: '' })
    const { product } = await makeProduct({ slug: 'studio-alt', skus: [{ code: 'STUDIO-ALT', price: 60, stock: 5 }] })
    const refused = await payload
      .update({
        collection: 'products',
        id: product.id,
        data: { images: [{ image: picture.id }] },
        overrideAccess: true,
      })
      .then(() => null)
      .catch((error: { data?: { errors?: { message: string }[] } }) => error)
    expect(refused?.data?.errors?.[0]?.message).toMatch(/Give ".+" a description \(alt text\) first/)
    await payload.update({ collection: 'media', id: picture.id, data: { alt: 'Two tones' }, overrideAccess: true })
    const saved = await payload.update({
      collection: 'products',
      id: product.id,
      data: { images: [{ image: picture.id }] },
      overrideAccess: true,
    })
    expect(saved.images).toHaveLength(1)
  })
})

describe('the back-office favicon', () => {
  it('is a square of the studio’s logo, or its initial on its colour when it has no logo', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const kept = { organisation_logo: settings.organisation_logo, favicon: settings.favicon }
    const logo = await uploadImage(await twoToneImage(400, 200, 4), { alt: 'Logo' })
    try {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { organisation_logo: logo.id, favicon: null },
        overrideAccess: true,
      })
      const sent = await request('/assets/studio-icon')
      expect(sent.status).toBe(302)
      expect(sent.headers.get('location')).toBe(`/assets/i/${logo.hash}/1x1/100.webp`)

      await payload.updateGlobal({ slug: 'site-settings', data: { organisation_logo: null }, overrideAccess: true })
      const drawn = await request('/assets/studio-icon')
      expect(drawn.status).toBe(200)
      expect(drawn.headers.get('content-type')).toBe('image/svg+xml')
      expect(await drawn.text()).toContain(`>${settings.name.trim()[0].toUpperCase()}</text>`)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: kept, overrideAccess: true })
    }
  })
})
