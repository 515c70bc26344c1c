import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { changeCredit } from '@/commerce/credit/store-credit'
import { finishPendingRefunds } from '@/commerce/orders/refund-order'
import { gatewayNamed } from '@/commerce/payments/gateways'
import { inTransaction } from '@/lib/database/sql'
import { seedCheckout } from '@/seed/checkout'

import {
  addToCart,
  orderOf,
  placeOrder,
  pressTestPayment,
  stockOf,
  testCallback,
  tokenOf,
} from './helpers/checkout-flow'
import { makeCustomer } from './helpers/customers'
import { mailServerForFile, textOf } from './helpers/mail-server'
import { payloadRest } from './helpers/payload-http'
import { makeProduct } from './helpers/shop-fixtures'

const mail = mailServerForFile()
let payload: Payload
let pickup: number
let studio: Record<string, string>

/** The order screen's refund: `lines` of the order, or the whole of it, with the studio's note. */
async function refund(orderId: number, body: Record<string, unknown>, headers = studio) {
  const response = await payloadRest(`/api/orders/${orderId}/refund`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as { refund?: { refund: number; amountCents: number; isWhole: boolean } } & {
      errors?: { message: string }[]
    },
  }
}

const testPaymentOf = async (token: string) =>
  (await payload.find({ collection: 'test-payments', where: { token: { equals: token } }, overrideAccess: true }))
    .docs[0]
const refundsOf = async (orderId: number) =>
  (
    await payload.find({
      collection: 'order-refunds',
      where: { order: { equals: orderId } },
      sort: 'id',
      overrideAccess: true,
    })
  ).docs
const refundMailsTo = (email: string) =>
  mail.received.filter((m) => m.to.includes(email) && /has been refunded/.test(m.text))

/**
 * A paid order (test gateway, pick-up) of two prints at $90 and one card set at $30, optionally
 * part-paid with store credit: lines[0] the prints, lines[1] the cards.
 */
async function paidOrder(name: string, { creditDollars = 0 } = {}) {
  const customer = await makeCustomer(`${name}@refund-lines.test`)
  if (creditDollars)
    await inTransaction({ payload }, (tx) =>
      changeCredit(tx, { userId: customer.user.id, cents: creditDollars * 100, reason: 'adjustment' }),
    )
  const print = await makeProduct({ slug: `rl-${name}-print`, skus: [{ code: `RL-${name}-P`, price: 90, stock: 5 }] })
  const cards = await makeProduct({ slug: `rl-${name}-cards`, skus: [{ code: `RL-${name}-C`, price: 30, stock: 5 }] })
  expect((await addToCart(customer.auth, print.skus[0].id, 2)).status).toBe(200)
  expect((await addToCart(customer.auth, cards.skus[0].id)).status).toBe(200)
  const placed = await placeOrder(customer.auth, { shipping_option_id: pickup, use_credit: creditDollars > 0 })
  expect(placed.status).toBe(200)
  const token = tokenOf(placed.body.payment!)
  expect((await pressTestPayment(token, 'pay')).status).toBe(303)
  await testCallback(token)
  const order = await orderOf(placed.body.order_id!)
  expect(order.status).toBe('paid')
  const [prints, cardSet] = order.lines!
  expect(prints.qty).toBe(2)
  return {
    order,
    token,
    email: customer.user.email,
    userId: customer.user.id,
    prints: { line: prints.id!, sku: print.skus[0].id },
    cards: { line: cardSet.id!, sku: cards.skus[0].id },
  }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seedCheckout(payload)
  const types = (await payload.find({ collection: 'shipping-types', overrideAccess: true })).docs
  pickup = types.find((t) => t.kind === 'pickup')!.id
  const email = 'studio@refund-lines.test'
  const password = 'Refund-lines-2026'
  await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  studio = { Authorization: `JWT ${token}` }
})

describe('refunding chosen lines of an order', () => {
  it('gives back one line with a note, its stock and mail, and ends the order only when the rest follows', async () => {
    const o = await paidOrder('one-line')
    expect(await stockOf(o.prints.sku)).toBe(3)
    const first = await refund(o.order.id, { lines: [{ line: o.prints.line, qty: 1 }], reason: 'One arrived creased.' })
    expect(first).toMatchObject({ status: 200, body: { refund: { amountCents: 9_000, isWhole: false } } })
    expect(await stockOf(o.prints.sku)).toBe(4)
    expect(await stockOf(o.cards.sku)).toBe(4)
    expect((await orderOf(o.order.id)).status).toBe('paid')
    expect(await testPaymentOf(o.token)).toMatchObject({ status: 'paid', refunded_cents: 9_000 })
    const payment = (await payload.find({ collection: 'payments', where: { token: { equals: o.token } } })).docs[0]
    expect(payment).toMatchObject({ status: 'paid', refunded_cents: 9_000 })

    await expect.poll(() => refundMailsTo(o.email).length, { timeout: 10_000 }).toBe(1)
    const partMail = textOf(refundMailsTo(o.email)[0])
    expect(partMail).toContain(`Part of your order ${o.order.reference} has been refunded`)
    expect(partMail).toContain('$90.00 goes back to the card or account you paid with')
    expect(partMail).toContain('1 × rl one line print')
    expect(partMail).not.toContain('rl one line cards')
    expect(partMail).toContain('One arrived creased.')

    // The rest: the other print and the cards, with no lines named.
    const rest = await refund(o.order.id, {})
    expect(rest).toMatchObject({ status: 200, body: { refund: { amountCents: 12_000, isWhole: true } } })
    expect(await stockOf(o.prints.sku)).toBe(5)
    expect(await stockOf(o.cards.sku)).toBe(5)
    expect(await orderOf(o.order.id)).toMatchObject({ status: 'refunded', stock_held: false })
    expect(await testPaymentOf(o.token)).toMatchObject({ status: 'refunded', refunded_cents: 21_000 })
    const refunds = await refundsOf(o.order.id)
    expect(refunds.map((r) => [r.status, r.amount_cents])).toEqual([
      ['done', 9_000],
      ['done', 12_000],
    ])
    await expect.poll(() => refundMailsTo(o.email).length, { timeout: 10_000 }).toBe(2)
    const wholeMail = textOf(refundMailsTo(o.email)[1])
    expect(wholeMail).toContain(`Your order ${o.order.reference} has been refunded`)
    expect(wholeMail).toContain('1 × rl one line print')
    expect(wholeMail).toContain('1 × rl one line cards')
    expect(wholeMail).toContain('$120.00 goes back')

    expect(await refund(o.order.id, {})).toMatchObject({ status: 409 })
  })

  it('gives back through the payment what it took, and the rest as the store credit it was paid with', async () => {
    // $210 in all: $50 of store credit, $160 through the gateway.
    const o = await paidOrder('credit', { creditDollars: 50 })
    expect((await refund(o.order.id, { lines: [{ line: o.prints.line, qty: 2 }] })).status).toBe(200)
    expect(await testPaymentOf(o.token)).toMatchObject({ status: 'refunded', refunded_cents: 16_000 })
    const rest = await refund(o.order.id, { lines: [{ line: o.cards.line, qty: 1 }] })
    expect(rest.body.refund).toMatchObject({ isWhole: true, amountCents: 3_000 })
    const refunds = await refundsOf(o.order.id)
    expect(refunds.map((r) => [r.gateway_cents, r.credit_cents])).toEqual([
      [16_000, 2_000],
      [0, 3_000],
    ])
    const user = await payload.findByID({ collection: 'users', id: o.userId, overrideAccess: true })
    expect(user.credit_cents).toBe(5_000)
    expect((await orderOf(o.order.id)).status).toBe('refunded')
  })

  it('refuses lines the order does not have, too many, a customer and a bad body, changing nothing', async () => {
    const o = await paidOrder('refused')
    const refusals = [
      await refund(o.order.id, { lines: [{ line: 'no-such-line', qty: 1 }] }),
      await refund(o.order.id, { lines: [{ line: o.prints.line, qty: 3 }] }),
      await refund(o.order.id, { lines: [] }),
      await refund(o.order.id, { lines: [{ line: o.prints.line, qty: 1 }], amount: 1 }),
    ]
    for (const refused of refusals) {
      expect(refused.status).toBe(400)
      expect(refused.body.errors?.[0]?.message).toBe(
        'Choose lines of this order, each at most as many times as is left to refund.',
      )
    }
    const nosy = { email: 'nosy@refund-lines.test', password: 'Nosy-customer-2026' }
    await payload.create({ collection: 'users', data: { ...nosy, roles: ['customer'] }, overrideAccess: true })
    const { token } = await payload.login({ collection: 'users', data: nosy })
    expect((await refund(o.order.id, {}, { Authorization: `JWT ${token}` })).status).toBe(403)
    expect((await refund(o.order.id, {}, {})).status).toBe(403)
    expect((await refund(999_999, {})).status).toBe(404)
    expect(await refundsOf(o.order.id)).toEqual([])
    expect(await stockOf(o.prints.sku)).toBe(3)
    expect(await testPaymentOf(o.token)).toMatchObject({ status: 'paid', refunded_cents: 0 })
  })

  it('refunds a line once when the studio asks five times at once', async () => {
    const o = await paidOrder('parallel')
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(o.order.id, { lines: [{ line: o.cards.line, qty: 1 }] })),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    for (const refused of answers.filter((a) => a.status !== 200)) expect([400, 409]).toContain(refused.status)
    expect(await stockOf(o.cards.sku)).toBe(5)
    expect(await testPaymentOf(o.token)).toMatchObject({ refunded_cents: 3_000 })
    expect((await refundsOf(o.order.id)).filter((r) => r.status === 'done')).toHaveLength(1)
  })

  it('finishes a refund cut short after the gateway gave the money back, once', async () => {
    const o = await paidOrder('cut-short')
    // As a crash leaves it: the refund written, the gateway asked under its key, the rest not done.
    const key = 'rf-cut-short-0001'
    const pending = await payload.create({
      collection: 'order-refunds',
      data: {
        order: o.order.id,
        status: 'pending',
        amount_cents: 9_000,
        gateway_cents: 9_000,
        credit_cents: 0,
        lines: [{ line: o.prints.line, qty: 1 }],
        key,
      },
      overrideAccess: true,
    })
    await gatewayNamed({ payload }, 'test').refund(o.token, 9_000, key)
    expect(await testPaymentOf(o.token)).toMatchObject({ refunded_cents: 9_000 })
    // A new refund waits for it.
    expect(await refund(o.order.id, { lines: [{ line: o.cards.line, qty: 1 }] })).toMatchObject({ status: 409 })
    // The job and a start finishing it at once: asked again under the same key, the gateway refunds once.
    const finished = await Promise.all([finishPendingRefunds(payload, 0), finishPendingRefunds(payload, 0)])
    expect(finished[0] + finished[1]).toBeGreaterThanOrEqual(1)
    expect(await testPaymentOf(o.token)).toMatchObject({ refunded_cents: 9_000 })
    expect(await payload.findByID({ collection: 'order-refunds', id: pending.id })).toMatchObject({ status: 'done' })
    expect(await stockOf(o.prints.sku)).toBe(4)
    await expect.poll(() => refundMailsTo(o.email).length, { timeout: 10_000 }).toBe(1)
    expect(await finishPendingRefunds(payload, 0)).toBe(0)
    expect(await stockOf(o.prints.sku)).toBe(4)
  })
})
