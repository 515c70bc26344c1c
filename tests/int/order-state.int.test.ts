import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { changeCredit } from '@/commerce/credit/store-credit'
import { lapseHolds } from '@/commerce/orders/lapse-holds'
import { inTransaction, query, sql } from '@/lib/database/sql'
import { seedCheckout } from '@/seed/checkout'

import {
  addToCart,
  orderOf,
  placeOrder,
  pressTestPayment,
  stockOf,
  testCallback,
  tokenOf,
  type Auth,
} from './helpers/checkout-flow'
import { makeCustomer } from './helpers/customers'
import { mailServerForFile, textOf } from './helpers/mail-server'
import { makeProduct } from './helpers/shop-fixtures'

const mail = mailServerForFile()
let payload: Payload
let pickup: number

/** What the database holds of an order's marks, read past Payload. */
async function marksOf(id: number) {
  const [row] = await query<Record<string, unknown>>(
    { payload },
    sql`SELECT "status", "stock_held", "credit_returned_at", "refunded_at", "cancel_reason" FROM "orders" WHERE "id" = ${id}`,
  )
  return {
    status: row.status,
    stockHeld: Boolean(row.stock_held),
    creditReturned: row.credit_returned_at != null,
    refunded: row.refunded_at != null,
    cancelReason: row.cancel_reason ?? null,
  }
}

const testPaymentOf = async (token: string) =>
  (await payload.find({ collection: 'test-payments', where: { token: { equals: token } }, overrideAccess: true }))
    .docs[0]
const setStatus = (id: number, data: Record<string, unknown>) =>
  payload.update({ collection: 'orders', id, data, overrideAccess: true })
const movesOf = async (orderId: number) =>
  (await payload.find({ collection: 'stock-moves', where: { order: { equals: orderId } }, overrideAccess: true })).docs
    .map((move) => move.reason)
    .sort()
const refundMailsTo = (email: string) =>
  mail.received.filter((m) => m.to.includes(email) && /has been refunded/.test(m.text))

/** A customer with `creditDollars` of store credit who placed an order of one print at `price` (test gateway), paid unless told. */
async function order(email: string, { price = 120, creditDollars = 0, pay = true } = {}) {
  const customer = await makeCustomer(email)
  if (creditDollars)
    await inTransaction({ payload }, (tx) =>
      changeCredit(tx, { userId: customer.user.id, cents: creditDollars * 100, reason: 'adjustment' }),
    )
  const slug = email.split('@')[0].replace(/[^a-z0-9]/g, '-')
  const { skus } = await makeProduct({
    slug: `os-${slug}`,
    skus: [{ code: `OS-${slug}`.toUpperCase(), price, stock: 3 }],
  })
  expect((await addToCart(customer.auth, skus[0].id)).status).toBe(200)
  const placed = await placeOrder(customer.auth, { shipping_option_id: pickup, use_credit: creditDollars > 0 })
  expect(placed.status).toBe(200)
  const token = tokenOf(placed.body.payment!)
  if (pay) {
    expect((await pressTestPayment(token, 'pay')).status).toBe(303)
    await testCallback(token)
  }
  return { id: placed.body.order_id!, token, sku: skus[0].id, auth: customer.auth as Auth, email }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seedCheckout(payload)
  await payload.updateGlobal({
    slug: 'checkout-settings',
    data: { orders_email: 'studio@state.test' },
    overrideAccess: true,
  })
  const types = (await payload.find({ collection: 'shipping-types', overrideAccess: true })).docs
  pickup = types.find((t) => t.kind === 'pickup')!.id
})

describe('the order state machine, from the back-office', () => {
  it('refunds a paid order with every mark consistent, the credit and stock back, and tells the customer', async () => {
    const o = await order('refund@state.test', { price: 120, creditDollars: 20 })
    expect(await marksOf(o.id)).toMatchObject({ status: 'paid', stockHeld: true, creditReturned: false })
    expect(await stockOf(o.sku)).toBe(2)
    const saved = await setStatus(o.id, { status: 'refunded', refund_reason: 'The frame arrived cracked.' })
    // The document Payload saved and the row agree with what the refund did.
    expect(saved).toMatchObject({ status: 'refunded', stock_held: false })
    expect(saved.credit_returned_at).toBeTruthy()
    expect(saved.refunded_at).toBeTruthy()
    expect(await marksOf(o.id)).toMatchObject({
      status: 'refunded',
      stockHeld: false,
      creditReturned: true,
      refunded: true,
    })
    expect(await stockOf(o.sku)).toBe(3)
    expect(await movesOf(o.id)).toEqual(['hold', 'refund'])
    expect((await testPaymentOf(o.token))?.status).toBe('refunded')
    await expect.poll(() => refundMailsTo(o.email).length, { timeout: 10_000 }).toBe(1)
    const [refund] = refundMailsTo(o.email)
    expect(textOf(refund)).toContain(`Your order ${(await orderOf(o.id)).reference} has been refunded`)
    expect(textOf(refund)).toContain('$100.00 goes back to the card or account you paid with')
    expect(textOf(refund)).toContain('$20.00 paid with store credit is back in your store credit')
    expect(textOf(refund)).toContain('The frame arrived cracked.')
    // A later save of the order, from a form loaded before the refund, cannot bring the old marks back.
    await setStatus(o.id, { artist_notes: 'Refunded, frame cracked' })
    expect(await marksOf(o.id)).toMatchObject({ status: 'refunded', stockHeld: false, creditReturned: true })
  })

  it('gives the money back but not the stock once the work has left the studio', async () => {
    const o = await order('dispatched@state.test')
    await setStatus(o.id, { status: 'dispatched', tracking_number: 'TRK-1' })
    await setStatus(o.id, { status: 'refunded' })
    expect(await marksOf(o.id)).toMatchObject({ status: 'refunded', stockHeld: true, refunded: true })
    expect(await stockOf(o.sku)).toBe(2)
    expect((await testPaymentOf(o.token))?.status).toBe('refunded')
  })

  it('cancels an unpaid order: stock, credit and the payment page given back, marks consistent', async () => {
    const o = await order('cancel@state.test', { creditDollars: 30, pay: false })
    expect(await stockOf(o.sku)).toBe(2)
    const saved = await setStatus(o.id, { status: 'cancelled' })
    expect(saved).toMatchObject({ status: 'cancelled', cancel_reason: 'artist', stock_held: false })
    expect(await marksOf(o.id)).toMatchObject({ status: 'cancelled', stockHeld: false, creditReturned: true })
    expect(await stockOf(o.sku)).toBe(3)
    await expect.poll(async () => (await testPaymentOf(o.token))?.status).toBe('expired')
    // The page can no longer be paid.
    expect((await pressTestPayment(o.token, 'pay')).status).toBe(409)
  })

  it('refuses every move the table does not allow, and changes nothing', async () => {
    const unpaid = await order('moves@state.test', { pay: false })
    await expect(setStatus(unpaid.id, { status: 'paid' })).rejects.toMatchObject({
      data: { errors: [{ path: 'status', message: expect.stringMatching(/becomes paid when its customer pays/) }] },
    })
    const paid = await order('moves2@state.test')
    await expect(setStatus(paid.id, { status: 'cancelled' })).rejects.toThrow()
    await expect(setStatus(paid.id, { status: 'awaiting_payment' })).rejects.toThrow()
    expect(await marksOf(paid.id)).toMatchObject({ status: 'paid', stockHeld: true })
    await setStatus(paid.id, { status: 'refunded' })
    await expect(setStatus(paid.id, { status: 'paid' })).rejects.toMatchObject({
      data: { errors: [{ message: expect.stringMatching(/has ended/) }] },
    })
    expect(await marksOf(unpaid.id)).toMatchObject({ status: 'awaiting_payment', stockHeld: true })
  })

  it('refunds once when two refunds arrive at once: one mail, stock and credit back once', async () => {
    const o = await order('twice@state.test', { price: 80, creditDollars: 10 })
    const results = await Promise.allSettled(Array.from({ length: 2 }, () => setStatus(o.id, { status: 'refunded' })))
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1)
    expect(await marksOf(o.id)).toMatchObject({ status: 'refunded', stockHeld: false, creditReturned: true })
    expect(await stockOf(o.sku)).toBe(3)
    expect(await movesOf(o.id)).toEqual(['hold', 'refund'])
    const refunds = await payload.find({
      collection: 'credit-entries',
      where: { order: { equals: o.id }, reason: { equals: 'refund' } },
      overrideAccess: true,
    })
    expect(refunds.docs).toHaveLength(1)
    await expect.poll(() => refundMailsTo(o.email).length, { timeout: 10_000 }).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(refundMailsTo(o.email)).toHaveLength(1)
  })
})

describe('orders whose payment page was never opened', () => {
  /** The order as a crash between its commit and the gateway's answer leaves it: no page, placed minutes ago. */
  async function interrupt(id: number) {
    await query({ payload }, sql`DELETE FROM "payments" WHERE "order_id" = ${id}`)
    await query(
      { payload },
      sql`UPDATE "orders" SET "created_at" = ${new Date(Date.now() - 3 * 60_000).toISOString()} WHERE "id" = ${id}`,
    )
  }

  it('are replaced by the same checkout placed again, at once rather than after a wait', async () => {
    const o = await order('orphan@state.test', { pay: false })
    await interrupt(o.id)
    const started = Date.now()
    const again = await placeOrder(o.auth, { shipping_option_id: pickup })
    expect(again.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(again.body.order_id).not.toBe(o.id)
    expect(again.body.payment).toMatch(/\/pay\/test\//)
    expect(await marksOf(o.id)).toMatchObject({ status: 'cancelled', stockHeld: false, cancelReason: 'superseded' })
    expect(await stockOf(o.sku)).toBe(2)
  })

  it('are cancelled by the hold job (and at start), their items offered again', async () => {
    const o = await order('orphan2@state.test', { pay: false, creditDollars: 15 })
    await interrupt(o.id)
    expect(await stockOf(o.sku)).toBe(2)
    expect(await lapseHolds(payload)).toBeGreaterThanOrEqual(1)
    expect(await marksOf(o.id)).toMatchObject({ status: 'cancelled', stockHeld: false, creditReturned: true })
    expect(await stockOf(o.sku)).toBe(3)
    // A young order still opening its page is left alone.
    const young = await order('young@state.test', { pay: false })
    await query({ payload }, sql`DELETE FROM "payments" WHERE "order_id" = ${young.id}`)
    await lapseHolds(payload)
    expect(await marksOf(young.id)).toMatchObject({ status: 'awaiting_payment', stockHeld: true })
  })
})
