import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { addToCart, removeLine } from '@/commerce/cart/cart-lines'
import { findCart } from '@/commerce/cart/cart-session'
import { removeStaleCarts } from '@/commerce/cart/stale-carts'
import { query, sql } from '@/lib/database/sql'

import { makeProduct } from './helpers/shop-fixtures'

let payload: Payload
let skus: number[]

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

/** A cart with one line per SKU given, as a visitor (or a customer) makes it. */
async function cartWith(owner: { userId: number | null }, lineSkus: number[]) {
  const cart = await findCart({ payload }, { ...owner, sessionKey: null }, { create: 'without-key' })
  const lines = []
  for (const sku of lineSkus) lines.push((await addToCart({ payload }, cart.id, { sku, qty: 1, addons: [] })).id)
  return { id: cart.id, lines }
}

/** Moves a cart and its lines back in time, as if nobody had changed them for `days`. */
async function age(cartId: number, days: number) {
  const when = daysAgo(days)
  await query(
    { payload },
    sql`UPDATE "carts" SET "updated_at" = ${when}, "created_at" = ${when} WHERE "id" = ${cartId}`,
  )
  await query(
    { payload },
    sql`UPDATE "cart_items" SET "updated_at" = ${when}, "created_at" = ${when} WHERE "cart_id" = ${cartId}`,
  )
}

const cartExists = async (id: number) =>
  (await payload.count({ collection: 'carts', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1
const linesOf = async (id: number) =>
  (await payload.count({ collection: 'cart-items', where: { cart: { equals: id } }, overrideAccess: true })).totalDocs

async function customer(email: string) {
  return payload.create({
    collection: 'users',
    data: { email, password: 'stale-cart-password', roles: ['customer'] },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const made = await makeProduct({
    slug: 'stale-cart-test-print',
    variations: [{ name: 'Size', options: ['A4', 'A3'] }],
    skus: [
      { code: 'STALE-1', options: [{ name: 'Size', value: 'A4' }], price: 30, stock: 50 },
      { code: 'STALE-2', options: [{ name: 'Size', value: 'A3' }], price: 40, stock: 50 },
    ],
  })
  skus = made.skus.map((s) => s.id)
})

describe('the removeStaleCarts job', () => {
  it('removes an old anonymous cart with its lines, and keeps recent carts and every customer’s cart', async () => {
    const old = await cartWith({ userId: null }, skus)
    await age(old.id, 45)
    const oldEmpty = await cartWith({ userId: null }, [])
    await age(oldEmpty.id, 31)
    const recent = await cartWith({ userId: null }, [skus[0]])
    await age(recent.id, 29)
    const fresh = await cartWith({ userId: null }, [skus[1]])
    const customersOld = await cartWith({ userId: (await customer('stale.old@example.test')).id }, [skus[0]])
    await age(customersOld.id, 400)
    const customersEmpty = await cartWith({ userId: (await customer('stale.empty@example.test')).id }, [])
    await age(customersEmpty.id, 400)

    await payload.jobs.queue({ task: 'removeStaleCarts', input: {} })
    await payload.jobs.run({ queue: 'default' })

    expect(await cartExists(old.id)).toBe(false)
    expect(await linesOf(old.id)).toBe(0)
    expect(await cartExists(oldEmpty.id)).toBe(false)
    for (const kept of [recent, fresh, customersOld, customersEmpty]) {
      expect(await cartExists(kept.id)).toBe(true)
      expect(await linesOf(kept.id)).toBe(kept.lines.length)
    }
  })

  it('goes by the last change: a new item, a changed quantity or a removed line keeps an old cart', async () => {
    const added = await cartWith({ userId: null }, [skus[0]])
    await age(added.id, 60)
    await addToCart({ payload }, added.id, { sku: skus[1], qty: 1, addons: [] })
    const raised = await cartWith({ userId: null }, [skus[0]])
    await age(raised.id, 60)
    await addToCart({ payload }, raised.id, { sku: skus[0], qty: 2, addons: [] })
    const removed = await cartWith({ userId: null }, skus)
    await age(removed.id, 60)
    await removeLine({ payload }, removed.id, removed.lines[0])

    await removeStaleCarts({ payload }, new Date(Date.now() - 30 * DAY))
    for (const id of [added.id, raised.id, removed.id]) expect(await cartExists(id)).toBe(true)
  })

  it('works through many carts in batches', async () => {
    const carts = []
    for (let i = 0; i < 7; i++) {
      const cart = await cartWith({ userId: null }, i % 2 ? [skus[0]] : [])
      await age(cart.id, 90)
      carts.push(cart.id)
    }
    expect(await removeStaleCarts({ payload }, new Date(Date.now() - 30 * DAY), 3)).toBeGreaterThanOrEqual(7)
    for (const id of carts) expect(await cartExists(id)).toBe(false)
  })

  it('is scheduled once a day in the queue the server runs', async () => {
    const { queued } = await payload.jobs.handleSchedules({ queue: 'default' })
    expect(queued.map((q) => q.taskConfig?.slug)).toContain('removeStaleCarts')
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'removeStaleCarts' } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const wait = Date.parse(docs[0].waitUntil ?? '') - Date.now()
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(DAY)
    // Asked again the same day, it does not queue a second run.
    const again = await payload.jobs.handleSchedules({ queue: 'default' })
    expect(again.queued.map((q) => q.taskConfig?.slug)).not.toContain('removeStaleCarts')
    await payload.delete({ collection: 'payload-jobs', id: docs[0].id, overrideAccess: true })
  })
})
