import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { signCallback } from '@/commerce/payments/callback-signature'
import { testGatewaySecret } from '@/commerce/payments/test-gateway'
import { seedCheckout } from '@/seed/checkout'
import { refundOrder } from '@/commerce/orders/refund-order'
import { attentionFilters, whatNeedsAttention } from '@/studio/needs-attention'
import { readSalesFigures } from '@/studio/read-sales'

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

    // A print left at the payment page holds its stock too, but it is not an original.
    const { skus: prints } = await makeProduct({
      slug: 'studio-held-print',
      skus: [{ code: 'STUDIO-HELD-PRINT', price: 60, stock: 8 }],
    })
    const { auth: printBuyer } = await makeCustomer('studio-held-print@studio.test')
    await call('sell/cart/cartAdd', { sku: prints[0].id, qty: 1, addons: [] }, printBuyer)
    const printOrder = await call(
      'sell/cart/submitOrder',
      { paymentGateway: 'test', shipping_option_id: pickup },
      printBuyer,
    )
    expect(printOrder.success).toBe(true)

    const now = await whatNeedsAttention(payload)
    expect(now.held.map((h) => h.orderId)).not.toContain(printOrder.order_id)
    const heldOrders = await payload.find({
      collection: 'orders',
      where: attentionFilters.held,
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    // The tile's list shows what it counts: held originals, whatever their hold's end.
    expect(heldOrders.docs.map((order) => order.id)).toContain(orderId)
    expect(heldOrders.docs.map((order) => order.id)).not.toContain(printOrder.order_id)
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

/** A customer's paid pick-up order of `qty` prints, recorded as paid at `paidAt`. */
async function paidOrder(slug: string, qty: number, paidAt: string) {
  const { skus } = await makeProduct({ slug, skus: [{ code: slug.toUpperCase(), price: 45, stock: 20 }] })
  const { auth } = await makeCustomer(`${slug}@studio.test`)
  await call('sell/cart/cartAdd', { sku: skus[0].id, qty, addons: [] }, auth)
  const placed = await call('sell/cart/submitOrder', { paymentGateway: 'test', shipping_option_id: pickup }, auth)
  expect((await pay(String(placed.payment).split('/').pop() as string)).ok).toBe(true)
  const id = placed.order_id as number
  const order = await payload.update({ collection: 'orders', id, data: { paid_at: paidAt }, overrideAccess: true })
  expect(order.status).toBe('paid')
  return order
}

describe('how the shop is doing', () => {
  // Saturday 1 March 2031, 10:00 in Perth: far from the other tests' orders. The week began on
  // Monday 24 February at midnight in Perth (16:00 UTC the day before).
  const now = new Date('2031-03-01T02:00:00Z')

  it('counts sales, refunds and orders by the studio’s calendar, beside the same dates a year before', async () => {
    const beforeMidnight = await paidOrder('sales-before-midnight', 2, '2031-02-28T15:50:00Z')
    const afterMidnight = await paidOrder('sales-after-midnight', 1, '2031-02-28T16:10:00Z')
    const refunded = await paidOrder('sales-refunded', 3, '2031-02-10T03:00:00Z')
    const partRefunded = await paidOrder('sales-part-refunded', 4, '2031-02-26T03:00:00Z')
    const lastYear = await paidOrder('sales-last-year', 4, '2030-02-28T17:00:00Z')
    const whole = await refundOrder({ payload }, refunded.id, { reason: 'Arrived damaged' })
    expect(whole).toMatchObject({ status: 'done', isWhole: true, amountCents: refunded.total_cents })
    const part = await refundOrder({ payload }, partRefunded.id, {
      lines: [{ line: partRefunded.lines![0].id!, qty: 1 }],
    })
    expect(part).toMatchObject({ status: 'done', isWhole: false, amountCents: 4_500 })
    // Both refunds made this morning, Perth time.
    for (const [made, at] of [
      [whole, '2031-03-01T01:00:00Z'],
      [part, '2031-03-01T01:30:00Z'],
    ] as const)
      await payload.update({
        collection: 'order-refunds',
        id: made!.refund,
        data: { done_at: at },
        overrideAccess: true,
      })
    expect(beforeMidnight.total_cents).toBe(9_000)

    const { periods, weeks, bestSellers, countries } = await readSalesFigures(payload, now)
    expect(periods.today.now).toEqual({
      salesCents: afterMidnight.total_cents,
      refundsCents: refunded.total_cents! + 4_500,
      netCents: afterMidnight.total_cents! - refunded.total_cents! - 4_500,
      orders: 1,
      averageCents: afterMidnight.total_cents,
    })
    expect(periods.month.now).toEqual(periods.today.now)
    const thisWeek = beforeMidnight.total_cents! + afterMidnight.total_cents! + partRefunded.total_cents!
    expect(periods.week.now).toMatchObject({ salesCents: thisWeek, orders: 3, averageCents: thisWeek / 3 })
    expect(periods.today.lastYear).toMatchObject({ salesCents: lastYear.total_cents, orders: 1 })
    expect(periods.month.lastYear).toMatchObject({ salesCents: lastYear.total_cents, orders: 1 })
    expect(weeks.at(-1)).toEqual({ from: '2031-02-23T16:00:00.000Z', netCents: periods.week.now.netCents })
    // February's sale of the refunded order stays in its week; its refund is this week's.
    expect(weeks.find((week) => week.from === '2031-02-09T16:00:00.000Z')?.netCents).toBe(refunded.total_cents)
    // Refunded orders and lines sell nothing; a sale more than a year ago is not among the year's best.
    expect(bestSellers.map((work) => [work.name, work.qty, work.totalCents])).toEqual([
      ['sales part refunded', 3, 13_500],
      ['sales before midnight', 2, 9_000],
      ['sales after midnight', 1, 4_500],
    ])
    expect(countries).toEqual([{ countryCode: null, orders: 3 }])
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
