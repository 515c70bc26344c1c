import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { signCallback } from '@/commerce/payments/callback-signature'
import { lapseHolds } from '@/commerce/orders/lapse-holds'
import { setEnvForTests } from '@/lib/env'
import { seedCheckout } from '@/seed/checkout'

import { getJson, request } from './helpers/api'
import {
  addToCart as add,
  call,
  orderOf,
  placeOrder as place,
  pressTestPayment as press,
  stockOf,
  testCallback as callback,
  tokenOf,
} from './helpers/checkout-flow'
import { makeAddress, makeCustomer } from './helpers/customers'
import { startMailServer } from './helpers/mail-server'
import { makeProduct } from './helpers/shop-fixtures'

let payload: Payload
let mail: Awaited<ReturnType<typeof startMailServer>>
let restoreEnv = () => {}
let shipping: { free: number; pickup: number; courier: number }

const movesOf = async (orderId: number) =>
  (
    await payload.find({
      collection: 'stock-moves',
      where: { order: { equals: orderId } },
      sort: 'id',
      overrideAccess: true,
    })
  ).docs
beforeAll(async () => {
  payload = await getPayload({ config })
  mail = await startMailServer()
  restoreEnv = setEnvForTests({ smtpUrl: mail.url })
  await payload.updateGlobal({
    slug: 'checkout-settings',
    data: { orders_email: 'studio-orders@checkout.test' },
    overrideAccess: true,
  })
  await seedCheckout(payload)
  const types = (await payload.find({ collection: 'shipping-types', overrideAccess: true, sort: 'sort_order' })).docs
  const idOf = (kind: string) => types.find((t) => t.kind === kind)!.id
  shipping = { free: idOf('free_domestic'), pickup: idOf('pickup'), courier: idOf('international') }
})

afterAll(async () => {
  restoreEnv()
  await mail.close()
})

describe('getCart at the checkout', () => {
  it('prices shipping, a promotion and GST on the server, and says why a code does not apply', async () => {
    const { skus } = await makeProduct({ slug: 'co-jetty-print', skus: [{ code: 'CO-JETTY', price: 110, stock: 20 }] })
    const { user, auth } = await makeCustomer('gst@checkout.test')
    const home = await makeAddress(user.id, 'Australia')
    const abroad = await makeAddress(user.id, 'New Zealand')
    await add(auth, skus[0].id, 2)
    const domestic = await call<Record<string, unknown>>(
      'sell/cart/getCart',
      { promotion_code: 'welcome10', shipping_type: shipping.free, shipping_address: home.id },
      auth,
    )
    expect(domestic.status).toBe(200)
    expect(domestic.body).toMatchObject({
      subtotal: 220,
      promotion_code: 'WELCOME10',
      promotion_message: '',
      discount_amount: 22,
      shipping_amount: 0,
      shipping_type: shipping.free,
      total_amount: 198,
      total_tax: 18,
      is_export: false,
      payment_types: ['test'],
    })
    const nz = await call<Record<string, unknown>>(
      'sell/cart/getCart',
      { shipping_type: shipping.courier, shipping_address: abroad.id, promotion_code: 'NOPE' },
      auth,
    )
    // Exported: $110 holds $10 of GST, so $100 each; 2 × 1 kg to New Zealand is $35.
    expect(nz.body).toMatchObject({
      subtotal: 200,
      shipping_amount: 35,
      total_amount: 235,
      total_tax: 0,
      is_export: true,
    })
    expect(nz.body.promotion_code).toBe('')
    expect(nz.body.promotion_message).toBe('There is no promotion with this code.')
    // Free delivery is not offered abroad: the choice is dropped, not charged.
    const wrongType = await call<Record<string, unknown>>(
      'sell/cart/getCart',
      { shipping_type: shipping.free, shipping_address: abroad.id },
      auth,
    )
    expect(wrongType.body).toMatchObject({ shipping_type: null, shipping_amount: 0 })
  })

  it('refuses another customer’s address and any price in the payload', async () => {
    const owner = await makeCustomer('owner@checkout.test')
    const theirs = await makeAddress(owner.user.id, 'Australia')
    const { auth } = await makeCustomer('other@checkout.test')
    expect((await call('sell/cart/getCart', { shipping_address: theirs.id }, auth)).status).toBe(404)
    expect((await call('sell/cart/getCart', { total_amount: 1 }, auth)).status).toBe(400)
    const tampered = await place(auth, { shipping_option_id: shipping.pickup, total: 0.01 })
    expect(tampered.status).toBe(400)
    const foreign = await place(auth, { shipping_option_id: shipping.free, address: theirs.id })
    expect(foreign.status).toBe(404)
  })
})

describe('shipping quotes', () => {
  it('lists the choices for a country, and takes a quote request where no rate reaches', async () => {
    const { skus } = await makeProduct({
      slug: 'co-crated-canvas',
      skus: [{ code: 'CO-CRATE', price: 2400, stock: 1 }],
    })
    await payload.update({
      collection: 'skus',
      id: skus[0].id,
      data: { weight_grams: 8000, is_original: true },
      overrideAccess: true,
    })
    const { user, auth } = await makeCustomer('quote@checkout.test')
    await add(auth, skus[0].id)
    const home = await call<{ data: { shipping_name: string; amount: number; is_pick_up: boolean }[] }>(
      'sell/cart/shippingQuote',
      { suburb: 'Fremantle', postcode: '6160', country: 'Australia' },
      auth,
    )
    expect(home.body.data.map((q) => [q.amount, q.is_pick_up])).toEqual([
      [0, false],
      [0, true],
    ])
    const japan = await call<{ data: unknown[]; needs_quote: boolean }>(
      'sell/cart/shippingQuote',
      { country: 'Japan' },
      auth,
    )
    expect(japan.body.needs_quote).toBe(true)
    const tokyo = await makeAddress(user.id, 'Japan')
    const asked = await call<{ quote_id: number }>('sell/cart/requestShippingQuote', { address: tokyo.id }, auth)
    expect(asked.status).toBe(200)
    const again = await call<{ quote_id: number }>('sell/cart/requestShippingQuote', { address: tokyo.id }, auth)
    expect(again.body.quote_id).toBe(asked.body.quote_id)
    // The artist answers in the back-office; the checkout then offers her price for that address.
    await payload.update({
      collection: 'shipping-quotes',
      id: asked.body.quote_id,
      data: { status: 'quoted', amount: 180 },
      overrideAccess: true,
    })
    // Her answer is owed to the customer's address, counted against its daily share of such mail.
    const answer = await payload.find({
      collection: 'owed-mails',
      where: { kind: { equals: 'quote_answered' }, subject: { equals: asked.body.quote_id } },
    })
    expect(answer.docs.map((d) => [d.recipient, d.held_until ?? null])).toEqual([['quote@checkout.test', null]])
    const quoted = await call<{
      shipping_options: { shipping_type_id: string; amount: number }[]
      needs_quote: boolean
    }>('sell/cart/getCart', { shipping_address: tokyo.id }, auth)
    expect(quoted.body.needs_quote).toBe(false)
    expect(quoted.body.shipping_options.at(-1)).toMatchObject({
      shipping_type_id: `quote:${asked.body.quote_id}`,
      amount: 180,
    })
    const placed = await place(auth, { address: tokyo.id, shipping_option_id: `quote:${asked.body.quote_id}` })
    expect(placed.status).toBe(200)
    expect((await orderOf(placed.body.order_id!)).shipping_cents).toBe(18000)
    // Asking for a price where one exists is refused.
    const home2 = await makeAddress(user.id, 'Australia')
    expect((await call('sell/cart/requestShippingQuote', { address: home2.id }, auth)).status).toBe(409)
  })
})

describe('in the customer’s language', () => {
  it('names the shipping choices and the cart’s painting in German, and the order keeps the name she chose', async () => {
    const { product, skus } = await makeProduct({
      slug: 'co-harbour-morning',
      skus: [{ code: 'CO-HARBOUR', price: 300, stock: 3 }],
    })
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'de',
      data: { name: 'Hafen am Morgen' },
      overrideAccess: true,
    })
    const { user, auth } = await makeCustomer('sprache@checkout.test')
    const german = { ...auth, 'Accept-Language': 'de' }
    await add(auth, skus[0].id)
    type Choices = { data: { shipping_name: string }[] }
    const inGerman = await call<Choices>('sell/cart/shippingQuote', { country: 'Australia' }, german)
    expect(inGerman.body.data.map((choice) => choice.shipping_name)).toEqual([
      'Kostenloser Versand innerhalb Australiens',
      'Abholung im Atelier (nach Vereinbarung)',
    ])
    // The page's language wins over the browser's when it is named.
    const asked = await call<Choices>('sell/cart/shippingQuote?locale=fr', { country: 'Australia' }, german)
    expect(asked.body.data[0].shipping_name).toBe('Livraison gratuite en Australie')
    const inEnglish = await call<Choices>('sell/cart/shippingQuote', { country: 'Australia' }, auth)
    expect(inEnglish.body.data.map((choice) => choice.shipping_name)).toEqual([
      'Free delivery within Australia',
      'Studio pick-up (by appointment)',
    ])
    const cart = await call<{ items: { product_name: string }[]; shipping_options: { shipping_name: string }[] }>(
      'sell/cart/getCart',
      {},
      german,
    )
    expect(cart.body.items.map((item) => item.product_name)).toEqual(['Hafen am Morgen'])
    expect(cart.body.shipping_options[0].shipping_name).toBe('Kostenloser Versand innerhalb Australiens')
    // A name left untranslated is the English one.
    const japanese = await call<{ items: { product_name: string }[] }>(
      'sell/cart/getCart',
      {},
      { ...auth, 'Accept-Language': 'ja' },
    )
    expect(japanese.body.items.map((item) => item.product_name)).toEqual([product.name])

    const home = await makeAddress(user.id, 'Australia')
    const placed = await place(german, { address: home.id, shipping_option_id: shipping.free })
    expect(placed.status).toBe(200)
    expect((await orderOf(placed.body.order_id!)).shipping_name).toBe('Kostenloser Versand innerhalb Australiens')
  })

  it('names the extras chosen for a cart line in the customer’s language', async () => {
    const wrap = await payload.create({
      collection: 'addons',
      data: { name: 'Wrapping for the tests', type: 'Checkbox', price: 8 },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'addons',
      id: wrap.id,
      locale: 'de',
      data: { name: 'Verpackung für die Tests' },
      overrideAccess: true,
    })
    const { skus } = await makeProduct({
      slug: 'co-wrapped',
      addons: [wrap.id],
      skus: [{ code: 'CO-WRAPPED', price: 90, stock: 2 }],
    })
    const { auth } = await makeCustomer('wrapped@checkout.test')
    const added = await call(
      'sell/cart/cartAdd',
      { sku: skus[0].id, qty: 1, addons: [{ id: wrap.id, value: true }] },
      auth,
    )
    expect(added.status).toBe(200)
    type Lines = { items: { addons: { name: string; label: string }[] }[] }
    const inGerman = await call<Lines>('sell/cart/getCart', {}, { ...auth, 'Accept-Language': 'de' })
    expect(inGerman.body.items[0].addons.map((a) => [a.name, a.label])).toEqual([
      ['Verpackung für die Tests', 'Verpackung für die Tests'],
    ])
    const inEnglish = await call<Lines>('sell/cart/getCart', {}, auth)
    expect(inEnglish.body.items[0].addons.map((a) => a.label)).toEqual(['Wrapping for the tests'])
  })

  it('says in the customer’s language that a painting in the cart is no longer in the shop', async () => {
    const { product, skus } = await makeProduct({
      slug: 'co-withdrawn',
      skus: [{ code: 'CO-WITHDRAWN', price: 120, stock: 1 }],
    })
    const { auth } = await makeCustomer('withdrawn@checkout.test')
    await add(auth, skus[0].id)
    await payload.update({ collection: 'products', id: product.id, data: { _status: 'draft' }, overrideAccess: true })
    type Lines = { items: { product_name: string; in_stock: boolean }[] }
    const inGerman = await call<Lines>('sell/cart/getCart', {}, { ...auth, 'Accept-Language': 'de' })
    expect(inGerman.body.items.map((item) => [item.product_name, item.in_stock])).toEqual([
      ['Nicht mehr erhältlich', false],
    ])
    const inEnglish = await call<Lines>('sell/cart/getCart', {}, auth)
    expect(inEnglish.body.items.map((item) => item.product_name)).toEqual(['No longer available'])
  })
})

describe('placing an order and paying for it', () => {
  it('holds the stock, pays through the test gateway, fulfils once and empties the cart', async () => {
    const { skus } = await makeProduct({ slug: 'co-swan-river', skus: [{ code: 'CO-SWAN', price: 1450, stock: 1 }] })
    await payload.update({ collection: 'skus', id: skus[0].id, data: { is_original: true }, overrideAccess: true })
    const { user, auth } = await makeCustomer('buyer@checkout.test')
    const home = await makeAddress(user.id, 'Australia')
    await add(auth, skus[0].id)
    const placed = await place(auth, {
      address: home.id,
      shipping_option_id: shipping.free,
      note: 'Please ring twice',
      marketing_opt_in: true,
    })
    expect(placed.status).toBe(200)
    expect(placed.body.payment).toMatch(/\/pay\/test\/tp_/)
    expect(await stockOf(skus[0].id)).toBe(0)
    const cart = await call<{ hold_until: string | null; items: { held: boolean }[] }>('sell/cart/getCart', {}, auth)
    expect(cart.body.hold_until).not.toBeNull()
    expect(cart.body.items[0].held).toBe(true)
    // Placing the same checkout again (a double click) answers the same order and payment page.
    const again = await place(auth, {
      address: home.id,
      shipping_option_id: shipping.free,
      note: 'Please ring twice',
      marketing_opt_in: true,
    })
    expect(again.body).toMatchObject({ order_id: placed.body.order_id, payment: placed.body.payment })
    // The opt-in put the customer's own address on the newsletter's list, once, with no confirmation to wait for.
    const listed = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: 'buyer@checkout.test' } },
    })
    expect(listed.docs.map((s) => [s.status, s.source, s.list_key])).toEqual([['subscribed', 'checkout', 'main']])

    const token = tokenOf(placed.body.payment!)
    const paid = await press(token, 'pay')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toContain(`/checkout/complete?payum_token=${token}`)
    // The same button again: the payment is complete, nothing changes.
    expect((await press(token, 'pay')).status).toBe(409)

    // The gateway calls back five times at once, and the customer's return asks too.
    const confirmation = mail.next('buyer@checkout.test')
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => callback(token)),
      request(`/api/v1/cognito/payment/checkPaid?payum_token=${token}`, { headers: auth }),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    const order = await orderOf(placed.body.order_id!)
    expect(order).toMatchObject({
      status: 'paid',
      total_cents: 145000,
      gst_cents: 13182,
      note: 'Please ring twice',
      marketing_opt_in: true,
    })
    expect((await movesOf(order.id)).map((m) => m.delta)).toEqual([-1])
    expect(await stockOf(skus[0].id)).toBe(0)
    // One confirmation with its tax invoice, one note to the studio, and no second of either.
    expect((await confirmation).raw).toMatch(/application\/pdf/)
    // The studio's note (a quote request of an earlier test may still be arriving beside it).
    await expect
      .poll(() =>
        mail.received.some((m) => m.to.includes('studio-orders@checkout.test') && m.text.includes(order.reference!)),
      )
      .toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mail.received.filter((m) => m.to.includes('buyer@checkout.test'))).toHaveLength(1)
    expect(
      mail.received.filter((m) => m.to.includes('studio-orders@checkout.test') && m.text.includes(order.reference!)),
    ).toHaveLength(1)
    const after = await call<{ items: unknown[] }>('sell/cart/getCart', {}, auth)
    expect(after.body.items).toEqual([])
    const checked = await getJson(`/api/v1/cognito/payment/checkPaid?payum_token=${token}`)
    expect(checked.status).toBe(401)
    const stranger = await makeCustomer('stranger@checkout.test')
    const theirs = await request(`/api/v1/cognito/payment/checkPaid?payum_token=${token}`, { headers: stranger.auth })
    expect(theirs.status).toBe(404)
  })

  it('refuses a callback with a bad signature or older than 300 s', async () => {
    const body = JSON.stringify({ token: 'tp_whatever_token_here' })
    const forged = await request('/api/v1/cognito/payment/webhook/test', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Atelier-Signature': signCallback('not-the-secret', body) },
      body,
    })
    expect(forged.status).toBe(400)
    const old = await callback('tp_whatever_token_here', Math.floor(Date.now() / 1000) - 301)
    expect(old.status).toBe(400)
  })

  it('on Decline keeps the cart, ends the order and frees the painting', async () => {
    const { skus } = await makeProduct({ slug: 'co-declined', skus: [{ code: 'CO-DECL', price: 900, stock: 1 }] })
    const { auth } = await makeCustomer('decline@checkout.test')
    await add(auth, skus[0].id)
    const placed = await place(auth, { shipping_option_id: shipping.pickup })
    expect(placed.status).toBe(200)
    const token = tokenOf(placed.body.payment!)
    expect((await press(token, 'decline')).status).toBe(303)
    const checked = await request(`/api/v1/cognito/payment/checkPaid?payum_token=${token}`, { headers: auth })
    expect(await checked.json()).toMatchObject({ success: false, payment: { status: 'failed' } })
    expect((await orderOf(placed.body.order_id!)).status).toBe('cancelled')
    expect(await stockOf(skus[0].id)).toBe(1)
    const cart = await call<{ items: unknown[] }>('sell/cart/getCart', {}, auth)
    expect(cart.body.items).toHaveLength(1)
  })

  it('lets a lapsed hold go: the painting is offered again, and a late payment is refunded when it sold meanwhile', async () => {
    const { skus } = await makeProduct({ slug: 'co-lapsed', skus: [{ code: 'CO-LAPSE', price: 700, stock: 1 }] })
    const first = await makeCustomer('slow@checkout.test')
    await add(first.auth, skus[0].id)
    const placed = await place(first.auth, { shipping_option_id: shipping.pickup })
    expect(await stockOf(skus[0].id)).toBe(0)
    expect(await lapseHolds(payload, new Date(Date.now() + 60 * 60_000))).toBeGreaterThanOrEqual(1)
    expect((await orderOf(placed.body.order_id!)).status).toBe('cancelled')
    expect(await stockOf(skus[0].id)).toBe(1)
    const second = await makeCustomer('quick@checkout.test')
    await add(second.auth, skus[0].id)
    expect((await place(second.auth, { shipping_option_id: shipping.pickup })).status).toBe(200)
    // The page of the lapsed order is closed: it can no longer be paid.
    const lateToken = tokenOf(placed.body.payment!)
    expect((await press(lateToken, 'pay')).status).toBe(409)
    // Had the gateway taken the money in the last moment, the callback finds the painting sold: the money goes back.
    await payload.update({
      collection: 'test-payments',
      where: { token: { equals: lateToken } },
      data: { status: 'paid' },
      overrideAccess: true,
    })
    expect((await callback(lateToken)).status).toBe(200)
    const late = await orderOf(placed.body.order_id!)
    expect(late.status).toBe('cancelled')
    expect(late.refunded_at).toBeTruthy()
    const refunded = await payload.find({
      collection: 'test-payments',
      where: { token: { equals: lateToken } },
      overrideAccess: true,
    })
    expect(refunded.docs[0].status).toBe('refunded')
    expect(await stockOf(skus[0].id)).toBe(0)
  })

  it('lapses a hold whose gateway is no longer set up, and offers the painting again', async () => {
    const { skus } = await makeProduct({ slug: 'co-lapsed-gone', skus: [{ code: 'CO-GONE', price: 720, stock: 1 }] })
    const { auth } = await makeCustomer('gone-gateway@checkout.test')
    await add(auth, skus[0].id)
    const placed = await place(auth, { shipping_option_id: shipping.pickup })
    // Stripe took this payment, and its keys have since been removed from the settings.
    await payload.update({
      collection: 'payments',
      where: { order: { equals: placed.body.order_id } },
      data: { gateway: 'stripe' },
      overrideAccess: true,
    })
    expect(await lapseHolds(payload, new Date(Date.now() + 60 * 60_000))).toBeGreaterThanOrEqual(1)
    expect((await orderOf(placed.body.order_id!)).status).toBe('cancelled')
    expect(await stockOf(skus[0].id)).toBe(1)
  })

  it('fulfils a payment that came after its hold lapsed when the item is still there', async () => {
    const { skus } = await makeProduct({ slug: 'co-late-ok', skus: [{ code: 'CO-LATE', price: 640, stock: 1 }] })
    const { auth } = await makeCustomer('late-ok@checkout.test')
    await add(auth, skus[0].id)
    const placed = await place(auth, { shipping_option_id: shipping.pickup })
    await lapseHolds(payload, new Date(Date.now() + 60 * 60_000))
    expect(await stockOf(skus[0].id)).toBe(1)
    const token = tokenOf(placed.body.payment!)
    await payload.update({
      collection: 'test-payments',
      where: { token: { equals: token } },
      data: { status: 'paid' },
      overrideAccess: true,
    })
    await Promise.all([callback(token), callback(token)])
    expect((await orderOf(placed.body.order_id!)).status).toBe('paid')
    expect(await stockOf(skus[0].id)).toBe(0)
    expect((await movesOf(placed.body.order_id!)).map((m) => m.delta)).toEqual([-1, 1, -1])
  })
})

describe('the artist’s changes in the back-office', () => {
  it('cancels an unpaid order (its page closes, its items and code go back) and refuses to cancel a paid one', async () => {
    const { skus } = await makeProduct({ slug: 'co-artist', skus: [{ code: 'CO-ARTIST', price: 500, stock: 2 }] })
    await payload.create({
      collection: 'promotions',
      data: { code: 'ARTIST1', kind: 'fixed', value: 5, usage_limit: 1 },
      overrideAccess: true,
    })
    const { auth } = await makeCustomer('artist-change@checkout.test')
    await add(auth, skus[0].id)
    const placed = await place(auth, { shipping_option_id: shipping.pickup, promotion_code: 'ARTIST1' })
    expect(await stockOf(skus[0].id)).toBe(1)
    await payload.update({
      collection: 'orders',
      id: placed.body.order_id!,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect(await orderOf(placed.body.order_id!)).toMatchObject({ status: 'cancelled', cancel_reason: 'artist' })
    expect(await stockOf(skus[0].id)).toBe(2)
    const code = await payload.find({
      collection: 'promotions',
      where: { code: { equals: 'ARTIST1' } },
      overrideAccess: true,
    })
    expect(code.docs[0].times_used).toBe(0)
    expect((await press(tokenOf(placed.body.payment!), 'pay')).status).toBe(409)

    const again = await place(auth, { shipping_option_id: shipping.pickup })
    await press(tokenOf(again.body.payment!), 'pay')
    await callback(tokenOf(again.body.payment!))
    await expect(
      payload.update({
        collection: 'orders',
        id: again.body.order_id!,
        data: { status: 'cancelled' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'status', message: expect.stringMatching(/refunded, not cancelled/) }] },
    })
    await payload.update({
      collection: 'orders',
      id: again.body.order_id!,
      data: { status: 'refunded' },
      overrideAccess: true,
    })
    expect(await stockOf(skus[0].id)).toBe(2)
    expect((await movesOf(again.body.order_id!)).map((m) => m.reason)).toEqual(['hold', 'refund'])
  })
})

describe('promotions at the order', () => {
  it('refuses an expired or used-up code with its reason and changes nothing', async () => {
    const { skus } = await makeProduct({ slug: 'co-promo', skus: [{ code: 'CO-PROMO', price: 300, stock: 5 }] })
    await payload.create({
      collection: 'promotions',
      data: { code: 'ENDED', kind: 'fixed', value: 20, ends_at: '2020-01-01T00:00:00Z' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'promotions',
      data: { code: 'ONCE', kind: 'fixed', value: 20, usage_limit: 1 },
      overrideAccess: true,
    })
    const a = await makeCustomer('promo-a@checkout.test')
    const b = await makeCustomer('promo-b@checkout.test')
    await add(a.auth, skus[0].id)
    await add(b.auth, skus[0].id)
    const ended = await place(a.auth, { shipping_option_id: shipping.pickup, promotion_code: 'ended' })
    expect(ended.status).toBe(409)
    expect(ended.body.message).toBe('This promotion has ended.')
    expect(await stockOf(skus[0].id)).toBe(5)
    expect((await place(a.auth, { shipping_option_id: shipping.pickup, promotion_code: 'ONCE' })).status).toBe(200)
    const used = await place(b.auth, { shipping_option_id: shipping.pickup, promotion_code: 'ONCE' })
    expect(used.status).toBe(409)
    expect(used.body.message).toBe('This promotion has been used up.')
    expect(await stockOf(skus[0].id)).toBe(4)
  })
})

describe('under parallel requests', () => {
  it('sells an original once when 50 customers check out at the same moment', async () => {
    const { skus } = await makeProduct({ slug: 'co-fifty', skus: [{ code: 'CO-FIFTY', price: 1800, stock: 1 }] })
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => makeCustomer(`fifty-${i}@checkout.test`)))
    for (const customer of customers) expect((await add(customer.auth, skus[0].id)).status).toBe(200)
    const results = await Promise.all(
      customers.map((customer) => place(customer.auth, { shipping_option_id: shipping.pickup })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(49)
    expect(await stockOf(skus[0].id)).toBe(0)
    const orders = await payload.count({
      collection: 'orders',
      where: { 'lines.sku': { equals: skus[0].id } },
      overrideAccess: true,
    })
    expect(orders.totalDocs).toBe(1)
  })

  it('answers parallel "Place order"s of one cart with one order', async () => {
    const { skus } = await makeProduct({ slug: 'co-twice', skus: [{ code: 'CO-TWICE', price: 250, stock: 3 }] })
    const { auth } = await makeCustomer('twice@checkout.test')
    await add(auth, skus[0].id)
    const results = await Promise.all(
      Array.from({ length: 5 }, () => place(auth, { shipping_option_id: shipping.pickup })),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(results.map((r) => r.body.order_id)).size).toBe(1)
    expect(new Set(results.map((r) => r.body.payment)).size).toBe(1)
    expect(await stockOf(skus[0].id)).toBe(2)
  })
})
