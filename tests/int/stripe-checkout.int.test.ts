import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { setEnvForTests } from '@/lib/env'
import { seedCheckout } from '@/seed/checkout'

import { postJson, request } from './helpers/api'
import { makeAddress, makeCustomer } from './helpers/customers'
import { startFakeStripe, type FakeStripe } from './helpers/fake-stripe'
import { startMailServer } from './helpers/mail-server'
import { makeProduct } from './helpers/shop-fixtures'

const secretKey = 'sk_test_atelier_checkout'
const webhookSecret = 'whsec_atelier_checkout'
let payload: Payload
let fake: FakeStripe
let mail: Awaited<ReturnType<typeof startMailServer>>
let restoreEnv = () => {}
let free: number

const call = async <T = Record<string, unknown>>(path: string, body: unknown, auth: Record<string, string>) => {
  const response = await postJson(`/api/v1/${path}`, body, auth)
  return { status: response.status, body: (await response.json()) as T }
}
const deliver = ({ body, signature }: { body: string; signature: string }) =>
  request('/api/v1/cognito/payment/webhook/stripe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body,
  })

beforeAll(async () => {
  payload = await getPayload({ config })
  fake = await startFakeStripe({ secretKey, webhookSecret })
  mail = await startMailServer()
  restoreEnv = setEnvForTests({ smtpUrl: mail.url, stripe: { secretKey, webhookSecret, apiBase: fake.url } })
  await seedCheckout(payload)
  const types = (await payload.find({ collection: 'shipping-types', overrideAccess: true })).docs
  free = types.find((t) => t.kind === 'free_domestic')!.id
})
afterAll(async () => {
  restoreEnv()
  await fake.close()
  await mail.close()
})

/** The payment record of an order: its token (the Checkout Session's id) and charge (the payment intent). */
const paymentOfOrder = async (id: number) =>
  (await payload.find({ collection: 'payments', where: { order: { equals: id } }, overrideAccess: true })).docs[0]

describe('checkout through Stripe Checkout', () => {
  it('offers Stripe, pays on its hosted page and fulfils once however its webhooks arrive', async () => {
    const { skus } = await makeProduct({
      slug: 'stripe-kings-park',
      skus: [{ code: 'ST-KINGS', price: 1250, stock: 1 }],
    })
    const { user, auth } = await makeCustomer('stripe-buyer@stripe-checkout.test')
    const home = await makeAddress(user.id, 'Australia')
    await call('sell/cart/cartAdd', { sku: skus[0].id, qty: 1, addons: [] }, auth)
    const cart = await call<{ payment_types: string[] }>('sell/cart/getCart', {}, auth)
    expect(cart.body.payment_types).toEqual(['stripe'])
    expect(
      (
        await call(
          'sell/cart/submitOrder',
          { address: home.id, shipping_option_id: free, paymentGateway: 'test' },
          auth,
        )
      ).status,
    ).toBe(400)

    const placed = await call<{ payment: string; order_id: number }>(
      'sell/cart/submitOrder',
      { address: home.id, shipping_option_id: free, paymentGateway: 'stripe' },
      auth,
    )
    expect(placed.status).toBe(200)
    const session = fake.sessions.get((await paymentOfOrder(placed.body.order_id)).token)!
    expect(session).toMatchObject({ amount_total: 125000, currency: 'aud' })
    expect(placed.body.payment).toBe(session.url)

    fake.pay(session.id)
    const confirmation = mail.next('stripe-buyer@stripe-checkout.test')
    // Five deliveries at once, out of order: a late duplicate signed earlier, another event type, retries.
    const now = Math.floor(Date.now() / 1000)
    const events = [
      fake.webhook('checkout.session.async_payment_succeeded', session.id),
      fake.webhook('checkout.session.completed', session.id, { timestamp: now - 120 }),
      fake.webhook('checkout.session.completed', session.id),
      fake.webhook('charge.refunded', session.id),
      fake.webhook('checkout.session.completed', session.id, { timestamp: now - 30 }),
    ]
    const answers = await Promise.all(events.map(deliver))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    const paid = await payload.findByID({ collection: 'orders', id: placed.body.order_id, overrideAccess: true })
    expect(paid.status).toBe('paid')
    const { charge } = await paymentOfOrder(paid.id)
    expect(charge).toMatch(/^pi_/)
    const moves = await payload.find({
      collection: 'stock-moves',
      where: { order: { equals: paid.id } },
      overrideAccess: true,
    })
    expect(moves.docs.map((m) => m.delta)).toEqual([-1])
    expect((await confirmation).raw).toMatch(/application\/pdf/)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mail.received.filter((m) => m.to.includes('stripe-buyer@stripe-checkout.test'))).toHaveLength(1)

    // The return page asks as well: still one order, one move.
    const checked = await request(`/api/v1/cognito/payment/checkPaid?payum_token=${session.id}`, { headers: auth })
    expect(await checked.json()).toMatchObject({ success: true, payment: { status: 'paid', order_id: paid.id } })

    // The artist refunds it in the back-office: the money goes back through Stripe, the painting to stock.
    await payload.update({ collection: 'orders', id: paid.id, data: { status: 'refunded' }, overrideAccess: true })
    expect(fake.refunds.map((r) => r.payment_intent)).toEqual([charge])
    const stock = await payload.findByID({ collection: 'skus', id: skus[0].id, overrideAccess: true })
    expect(stock.stock).toBe(1)
    // A refunded order stays refunded.
    await expect(
      payload.update({ collection: 'orders', id: paid.id, data: { status: 'paid' }, overrideAccess: true }),
    ).rejects.toThrow()
  })

  it('refuses a webhook with a bad signature or older than 300 s, and changes nothing', async () => {
    const { skus } = await makeProduct({
      slug: 'stripe-unsigned',
      skus: [{ code: 'ST-UNSIGNED', price: 300, stock: 2 }],
    })
    const { user, auth } = await makeCustomer('stripe-forger@stripe-checkout.test')
    const home = await makeAddress(user.id, 'Australia')
    await call('sell/cart/cartAdd', { sku: skus[0].id, qty: 1, addons: [] }, auth)
    const placed = await call<{ order_id: number }>(
      'sell/cart/submitOrder',
      { address: home.id, shipping_option_id: free, paymentGateway: 'stripe' },
      auth,
    )
    const { token } = await paymentOfOrder(placed.body.order_id)
    fake.pay(token)
    const forged = fake.webhook('checkout.session.completed', token, { secret: 'whsec_someone_else' })
    expect((await deliver(forged)).status).toBe(400)
    const stale = fake.webhook('checkout.session.completed', token, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    })
    expect((await deliver(stale)).status).toBe(400)
    const tampered = fake.webhook('checkout.session.completed', token)
    expect(
      (
        await deliver({
          body: tampered.body.replace('checkout.session.completed', 'checkout.session.expired'),
          signature: tampered.signature,
        })
      ).status,
    ).toBe(400)
    expect(
      (await payload.findByID({ collection: 'orders', id: placed.body.order_id, overrideAccess: true })).status,
    ).toBe('awaiting_payment')
  })
})

describe('money that goes back at Stripe', () => {
  /** A Stripe order of one print, paid and fulfilled through the completed session's webhook. */
  async function paidStripeOrder(email: string, slug: string) {
    const { skus } = await makeProduct({ slug, skus: [{ code: slug.toUpperCase(), price: 480, stock: 2 }] })
    const { user, auth } = await makeCustomer(email)
    const home = await makeAddress(user.id, 'Australia')
    await call('sell/cart/cartAdd', { sku: skus[0].id, qty: 1, addons: [] }, auth)
    const placed = await call<{ order_id: number }>(
      'sell/cart/submitOrder',
      { address: home.id, shipping_option_id: free, paymentGateway: 'stripe' },
      auth,
    )
    const { token } = await paymentOfOrder(placed.body.order_id)
    fake.pay(token)
    expect((await deliver(fake.webhook('checkout.session.completed', token))).status).toBe(200)
    const order = await payload.findByID({ collection: 'orders', id: placed.body.order_id, overrideAccess: true })
    expect(order.status).toBe('paid')
    return { order, token, sku: skus[0].id }
  }
  const stockOf = async (sku: number) =>
    (await payload.findByID({ collection: 'skus', id: sku, overrideAccess: true })).stock
  const refundMailsTo = (email: string) =>
    mail.received.filter((m) => m.to.includes(email) && /has been refunded/.test(m.text))

  it('records a refund made in Stripe’s dashboard once: the order refunded, its stock back, the customer told', async () => {
    const { order, token, sku } = await paidStripeOrder('dashboard@stripe-checkout.test', 'st-dashboard')
    expect(await stockOf(sku)).toBe(1)
    fake.refundInDashboard(token)
    const event = fake.webhook('charge.refunded', token)
    // Stripe may deliver an event twice, and at the same moment.
    expect((await Promise.all([deliver(event), deliver(event)])).map((r) => r.status)).toEqual([200, 200])
    const refunded = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(refunded).toMatchObject({ status: 'refunded', stock_held: false })
    expect(await stockOf(sku)).toBe(2)
    expect(await paymentOfOrder(order.id)).toMatchObject({
      status: 'refunded',
      refunded_cents: 48_000,
      note: 'Refunded at the payment gateway.',
    })
    await expect.poll(() => refundMailsTo('dashboard@stripe-checkout.test').length, { timeout: 10_000 }).toBe(1)
    // The shop gave nothing back itself: the dashboard's refund is the only one.
    const { charge } = await paymentOfOrder(order.id)
    expect(fake.refunds.filter((r) => r.payment_intent === charge)).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(refundMailsTo('dashboard@stripe-checkout.test')).toHaveLength(1)
  })

  it('refunds a disputed order after dispatch without putting the sent painting back in stock', async () => {
    const { order, token, sku } = await paidStripeOrder('chargeback@stripe-checkout.test', 'st-chargeback')
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'dispatched', tracking_number: 'TRK-77' },
      overrideAccess: true,
    })
    expect((await deliver(fake.dispute(token))).status).toBe(200)
    const disputed = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(disputed.status).toBe('refunded')
    expect(await stockOf(sku)).toBe(1)
    const payment = await paymentOfOrder(order.id)
    expect(payment).toMatchObject({ status: 'disputed', refunded_cents: 48_000 })
    expect(payment.disputed_at).toBeTruthy()
    // The studio cannot refund it a second time.
    await expect(
      payload.update({ collection: 'orders', id: order.id, data: { status: 'refunded' }, overrideAccess: true }),
    ).resolves.toMatchObject({ status: 'refunded' })
    expect(fake.refunds.filter((r) => r.payment_intent === payment.charge)).toHaveLength(0)
  })

  it('takes Stripe’s report of the studio’s own refund as already done: one refund, one mail', async () => {
    const { order, token } = await paidStripeOrder('own-refund@stripe-checkout.test', 'st-own-refund')
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'refunded' }, overrideAccess: true })
    expect((await deliver(fake.webhook('charge.refunded', token))).status).toBe(200)
    const { charge } = await paymentOfOrder(order.id)
    expect(fake.refunds.filter((r) => r.payment_intent === charge)).toHaveLength(1)
    await expect.poll(() => refundMailsTo('own-refund@stripe-checkout.test').length, { timeout: 10_000 }).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(refundMailsTo('own-refund@stripe-checkout.test')).toHaveLength(1)
  })
})
