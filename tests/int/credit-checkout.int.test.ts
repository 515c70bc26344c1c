import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { changeCredit } from '@/commerce/credit/store-credit'
import { inTransaction } from '@/lib/database/sql'
import { seedCheckout } from '@/seed/checkout'

import { request } from './helpers/api'
import { call, orderOf, placeOrder, tokenOf, type Auth } from './helpers/checkout-flow'
import { makeCustomer } from './helpers/customers'
import { mailServerForFile } from './helpers/mail-server'
import { makeProduct } from './helpers/shop-fixtures'

const mail = mailServerForFile()
let payload: Payload
let pickup: number

const place = (auth: Auth, body: Record<string, unknown>) => placeOrder(auth, { shipping_option_id: pickup, ...body })
const balanceOf = async (auth: Auth) => {
  const response = await request('/api/v1/cognito/user/creditBalance', { headers: auth })
  return ((await response.json()) as { balance: number }).balance
}
const ledgerOf = async (userId: number) =>
  (
    await payload.find({
      collection: 'credit-entries',
      where: { user: { equals: userId } },
      sort: 'id',
      overrideAccess: true,
      limit: 200,
    })
  ).docs

/** A customer with `dollars` of store credit and a print of `price` in the cart. */
async function shopper(email: string, dollars: number, price: number) {
  const customer = await makeCustomer(email)
  await inTransaction({ payload }, (tx) =>
    changeCredit(tx, { userId: customer.user.id, cents: Math.round(dollars * 100), reason: 'adjustment' }),
  )
  const slug = email.split('@')[0].replace(/[^a-z0-9]/g, '-')
  const { skus } = await makeProduct({
    slug: `cc-${slug}`,
    skus: [{ code: `CC-${slug}`.toUpperCase(), price, stock: 50 }],
  })
  expect((await call('sell/cart/cartAdd', { sku: skus[0].id, qty: 1, addons: [] }, customer.auth)).status).toBe(200)
  return customer
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seedCheckout(payload)
  const types = (await payload.find({ collection: 'shipping-types', overrideAccess: true })).docs
  pickup = types.find((t) => t.kind === 'pickup')!.id
})

describe('the checkout with store credit', () => {
  it('offers credit as a payment type and shows the balance in the cart', async () => {
    const { auth } = await shopper('offered@credit.test', 40, 100)
    const cart = await call<{ payment_types: string[]; store_credit: number }>('sell/cart/getCart', {}, auth)
    expect(cart.body.payment_types).toEqual(['test', 'credit'])
    expect(cart.body.store_credit).toBe(40)
    const guest = await call<{ payment_types: string[]; store_credit: number }>('sell/cart/getCart', {})
    expect([guest.body.payment_types, guest.body.store_credit]).toEqual([['test'], 0])
  })

  it('pays part of an order with credit and the rest on the payment page', async () => {
    const { user, auth } = await shopper('part@credit.test', 40, 100)
    const placed = await place(auth, { use_credit: true })
    expect(placed.status).toBe(200)
    const order = await orderOf(placed.body.order_id!)
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      total_cents: 10_000,
      credit_cents: 4_000,
    })
    expect(await balanceOf(auth)).toBe(0)
    const token = tokenOf(placed.body.payment!)
    const page = await payload.find({
      collection: 'test-payments',
      where: { token: { equals: token } },
      overrideAccess: true,
    })
    expect(page.docs[0].amount_cents).toBe(6_000)

    const confirmation = mail.next('part@credit.test')
    expect((await request(`/api/v1/cognito/payment/test/${token}/pay`, { method: 'POST' })).status).toBe(303)
    const checked = await request(`/api/v1/cognito/payment/checkPaid?payum_token=${token}`, { headers: auth })
    expect(await checked.json()).toMatchObject({ success: true, payment: { status: 'paid', kind: 'order' } })
    expect((await orderOf(order.id)).status).toBe('paid')
    expect((await confirmation).text).toContain('Paid with store credit: -$40.00')
    expect((await ledgerOf(user.id)).map((e) => [e.reason, e.amount_cents])).toEqual([
      ['adjustment', 4_000],
      ['order', -4_000],
    ])
  })

  it('pays a whole order with credit alone, at once, without a payment page', async () => {
    const { auth } = await shopper('whole@credit.test', 150, 100)
    const confirmation = mail.next('whole@credit.test')
    const placed = await place(auth, { paymentGateway: 'credit' })
    expect(placed.status).toBe(200)
    expect(placed.body.payment).toMatch(/\/checkout\/complete\?payum_token=cr_/)
    const order = await orderOf(placed.body.order_id!)
    expect(order).toMatchObject({ status: 'paid', credit_cents: 10_000 })
    const payment = await payload.find({
      collection: 'payments',
      where: { order: { equals: order.id } },
      overrideAccess: true,
    })
    expect(payment.docs[0]).toMatchObject({ gateway: 'credit', status: 'paid', amount_cents: 0 })
    expect(await balanceOf(auth)).toBe(50)
    await confirmation
    const cart = await call<{ items: unknown[] }>('sell/cart/getCart', {}, auth)
    expect(cart.body.items).toEqual([])
    const token = new URL(placed.body.payment!).searchParams.get('payum_token')!
    const checked = await request(`/api/v1/cognito/payment/checkPaid?payum_token=${token}`, { headers: auth })
    expect(await checked.json()).toMatchObject({ success: true, payment: { status: 'paid', order_id: order.id } })
    expect(await balanceOf(auth)).toBe(50)
  })

  it('refuses credit alone when it does not cover the total, and changes nothing', async () => {
    const { user, auth } = await shopper('short@credit.test', 30, 100)
    const placed = await place(auth, { paymentGateway: 'credit' })
    expect(placed.status).toBe(409)
    expect(await balanceOf(auth)).toBe(30)
    expect(
      (await payload.count({ collection: 'orders', where: { user: { equals: user.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('gives the credit back when the payment of the rest is declined', async () => {
    const { user, auth } = await shopper('declined@credit.test', 25, 100)
    const placed = await place(auth, { use_credit: true })
    expect(await balanceOf(auth)).toBe(0)
    const token = tokenOf(placed.body.payment!)
    await request(`/api/v1/cognito/payment/test/${token}/decline`, { method: 'POST' })
    const checked = await request(`/api/v1/cognito/payment/checkPaid?payum_token=${token}`, { headers: auth })
    expect(await checked.json()).toMatchObject({ success: false, payment: { status: 'failed' } })
    expect((await orderOf(placed.body.order_id!)).status).toBe('cancelled')
    expect(await balanceOf(auth)).toBe(25)
    // Asked again, the credit is not given twice.
    await request(`/api/v1/cognito/payment/checkPaid?payum_token=${token}`, { headers: auth })
    expect(await balanceOf(auth)).toBe(25)
    expect((await ledgerOf(user.id)).map((e) => e.reason)).toEqual(['adjustment', 'order', 'order_returned'])
  })

  it('gives the credit back when the artist refunds the order', async () => {
    const { user, auth } = await shopper('refunded@credit.test', 100, 100)
    const placed = await place(auth, { paymentGateway: 'credit' })
    expect(await balanceOf(auth)).toBe(0)
    await payload.update({
      collection: 'orders',
      id: placed.body.order_id!,
      data: { status: 'refunded' },
      overrideAccess: true,
    })
    expect(await balanceOf(auth)).toBe(100)
    expect((await ledgerOf(user.id)).map((e) => e.reason)).toEqual(['adjustment', 'order', 'refund'])
  })

  it('never spends one balance below zero across 20 parallel checkouts', async () => {
    const { user, auth } = await shopper('racing@credit.test', 60, 100)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(auth, { use_credit: true, note: `Attempt ${i}` })),
    )
    // Each changed checkout replaces the one before it (whose credit goes back), or waits its turn.
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    const orders = (
      await payload.find({
        collection: 'orders',
        where: { user: { equals: user.id } },
        overrideAccess: true,
        limit: 50,
      })
    ).docs
    const open = orders.filter((o) => o.status === 'awaiting_payment')
    expect(open).toHaveLength(1)
    expect(open[0].credit_cents).toBe(6_000)
    const balance = await balanceOf(auth)
    expect(balance).toBe(0)
    const ledger = await ledgerOf(user.id)
    expect(ledger.every((e) => (e.balance_after_cents ?? 0) >= 0)).toBe(true)
    expect(ledger.reduce((sum, e) => sum + (e.amount_cents ?? 0), 0)).toBe(0)
    // Every cancelled order gave back exactly what it spent.
    for (const order of orders.filter((o) => o.status === 'cancelled'))
      expect(ledger.filter((e) => e.order === order.id).reduce((sum, e) => sum + (e.amount_cents ?? 0), 0)).toBe(0)
  })
})
