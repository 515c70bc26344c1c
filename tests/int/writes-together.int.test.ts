import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import config from '@payload-config'
import { resetLimits } from '@/accounts/rate-limit'
import { query, sql } from '@/lib/database/sql'
import { seedCheckout } from '@/seed/checkout'

import { postJson } from './helpers/api'
import { solvedCaptcha } from './helpers/captcha'
import { addToCart, placeOrder, stockOf } from './helpers/checkout-flow'
import { makeCustomer } from './helpers/customers'
import { makeProduct } from './helpers/shop-fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seedCheckout(payload)
})

/** Makes Payload's create of one collection fail, as a full disk or a lost connection would. */
function failCreatesOf(collection: string) {
  const create = payload.create.bind(payload)
  return vi
    .spyOn(payload, 'create')
    .mockImplementation(((args: Parameters<Payload['create']>[0]) =>
      args.collection === collection
        ? Promise.reject(new Error(`${collection} cannot be written`))
        : create(args)) as Payload['create'])
}

describe('a change and what it owes, in one transaction', () => {
  it('places no order when the checkout’s newsletter opt-in cannot be written', async () => {
    const { skus } = await makeProduct({ slug: 'wt-opt-in-print', skus: [{ code: 'WT-OPT-IN', price: 50, stock: 3 }] })
    const { auth } = await makeCustomer('opt-in@together.test')
    await addToCart(auth, skus[0].id)
    const pickup = (await payload.find({ collection: 'shipping-types', where: { kind: { equals: 'pickup' } } })).docs[0]
    const failing = failCreatesOf('subscribers')
    try {
      const placed = await placeOrder(auth, { shipping_option_id: pickup.id, marketing_opt_in: true })
      expect(placed.status).toBeGreaterThanOrEqual(500)
    } finally {
      failing.mockRestore()
    }
    const orders = await payload.find({ collection: 'orders', where: { email: { equals: 'opt-in@together.test' } } })
    expect(orders.docs).toEqual([])
    expect(await stockOf(skus[0].id)).toBe(3)
    // With the list writable again, the same checkout places the order and the opt-in together.
    const placed = await placeOrder(auth, { shipping_option_id: pickup.id, marketing_opt_in: true })
    expect(placed.status).toBe(200)
    const listed = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: 'opt-in@together.test' } },
    })
    expect(listed.docs.map((s) => [s.status, s.source])).toEqual([['subscribed', 'checkout']])
  })

  it('owes a newsletter sign-up’s confirmation, and a confirmed entry’s welcome, in the write’s own transaction', async () => {
    resetLimits()
    const email = `together-${Date.now()}@example.test`
    const owed = async (kind: string) =>
      query<{ subject: unknown }>({ payload }, sql`SELECT "subject" FROM "owed_mails" WHERE "kind" = ${kind}`)
    const signedUp = await postJson('/api/v1/newsletter/subscribe', { email, captcha: await solvedCaptcha() })
    expect(signedUp.status).toBe(200)
    const [entry] = (await payload.find({ collection: 'subscribers', where: { email: { equals: email } } })).docs
    expect((await owed('newsletter_confirm')).map((row) => Number(row.subject))).toContain(entry.id)
    const welcomed = (await owed('newsletter_welcome')).map((row) => Number(row.subject))
    expect(welcomed).not.toContain(entry.id)
  })
})

describe('the store-credit ledger', () => {
  it('keeps every balance equal to its ledger when the studio’s adjustments and the shop’s spends race', async () => {
    const { user } = await makeCustomer('ledger-race@together.test')
    await payload.create({
      collection: 'credit-entries',
      data: { user: user.id, reason: 'adjustment', amount_dollars: 30 },
      overrideAccess: true,
    })
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        payload.create({
          collection: 'credit-entries',
          data: { user: user.id, reason: 'adjustment', amount_dollars: i % 2 ? -10 : -5 },
          overrideAccess: true,
        }),
      ),
    )
    const taken = outcomes.filter((o) => o.status === 'fulfilled').length
    expect(taken).toBeGreaterThan(0)
    const refused = outcomes.filter((o) => o.status === 'rejected')
    for (const r of refused) expect(String((r as PromiseRejectedResult).reason)).toMatch(/does not have that much/)
    const entries = (
      await payload.find({ collection: 'credit-entries', where: { user: { equals: user.id } }, limit: 50, sort: 'id' })
    ).docs
    const sum = entries.reduce((total, e) => total + (e.amount_cents ?? 0), 0)
    const balance = (await payload.findByID({ collection: 'users', id: user.id, depth: 0 })).credit_cents ?? 0
    expect(balance).toBe(sum)
    expect(balance).toBeGreaterThanOrEqual(0)
    // Each entry records the balance its own move left.
    let running = 0
    for (const e of entries) {
      running += e.amount_cents ?? 0
      expect(e.balance_after_cents).toBe(running)
    }
  })
})
