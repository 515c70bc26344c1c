import { readdirSync, readlinkSync } from 'node:fs'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { resetLimits } from '@/accounts/rate-limit'
import { databaseKind } from '@/lib/env'

import { postJson, request } from './helpers/api'
import { makeProduct } from './helpers/shop-fixtures'

/**
 * Minutes of mixed parallel traffic, every kind of write beside reads: afterwards no database
 * handle is left open that was not open before, no call answered 5xx, and a lone write succeeds at
 * once. SOAK_SECONDS sets the length (the suite runs it for 60 s).
 */
const seconds = Number(process.env.SOAK_SECONDS || 60)
const workers = 10
const base = '/api/v1/cognito/user'
const fingerprint = 'soak-fingerprint-0123456'
const password = 'soak-password-long-enough'

let payload: Payload
let skuIds: number[]

/** Open handles on the database: file descriptors on SQLite's files, pool connections on PostgreSQL. */
function openHandles(): number {
  if (databaseKind === 'postgres') {
    const pool = (payload.db as unknown as { pool: { totalCount: number; idleCount: number } }).pool
    return pool.totalCount - pool.idleCount
  }
  let count = 0
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (/atelier\.db(-wal|-shm)?$/.test(readlinkSync(`/proc/self/fd/${fd}`))) count++
    } catch {
      // closed while listing
    }
  }
  return count
}

const json = async (response: Promise<Response>) => {
  const r = await response
  const body = (await r.json().catch(() => ({}))) as Record<string, unknown>
  return { status: r.status, body }
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]

beforeAll(async () => {
  payload = await getPayload({ config })
  const { skus } = await makeProduct({
    slug: 'soak-test-prints',
    variations: [{ name: 'Size', options: ['A4', 'A3', 'A2'] }],
    skus: ['A4', 'A3', 'A2'].map((size, i) => ({
      code: `SOAK-${size}`,
      options: [{ name: 'Size', value: size }],
      price: 50 + i * 20,
      stock: 500,
    })),
  })
  skuIds = skus.map((s) => s.id)
  for (let i = 0; i < workers; i++) {
    await payload.create({
      collection: 'users',
      data: { email: `soak${i}@example.test`, password, roles: ['customer'] },
      overrideAccess: true,
    })
  }
})

/** One customer's round of everything the site writes and reads, as fast as it answers. */
async function customerRound(i: number, statuses: number[]) {
  const note = (r: { status: number }) => statuses.push(r.status)
  const email = `soak${i}@example.test`
  const anonymous = await json(postJson('/api/v1/sell/cart/cartAdd', { sku: pick(skuIds), qty: 1 }))
  note(anonymous)
  const session = String(anonymous.body.sessionKey ?? '')
  const login = await json(postJson(`${base}/login`, { username: email, password, fingerprint }))
  note(login)
  const access = String(login.body.access_token ?? '')
  const refresh = String(login.body.refresh_token ?? '')
  const steps: Promise<{ status: number }>[] = [
    json(postJson('/api/v1/sell/cart/getCart', { session })),
    json(postJson('/api/v1/sell/cart/cartAdd', { sku: pick(skuIds), qty: 2, session })),
    json(request('/api/v1/cognito/domain/currentDomain')),
    json(request('/api/v1/sell/product/soak-test-prints')),
    json(postJson(`${base}/sendLoginLink`, { email, fingerprint })),
    json(
      postJson(
        '/api/v1/sell/address/create',
        { street_address: `${i} Soak St`, city: 'Perth', postcode: '6000', state: 'WA', country: 'Australia' },
        bearer(access),
      ),
    ),
  ]
  for (const r of await Promise.all(steps)) note(r)
  note(await json(postJson('/api/v1/sell/cart/mergeCart', { session }, bearer(access))))
  const cart = await json(postJson('/api/v1/sell/cart/getCart', {}, bearer(access)))
  note(cart)
  const line = (cart.body.items as { id: number }[] | undefined)?.[0]
  if (line) {
    note(await json(postJson('/api/v1/sell/cart/cartUpdate', { id: line.id, qty: 3 }, bearer(access))))
    note(await json(postJson('/api/v1/sell/cart/cartRemove', { id: line.id }, bearer(access))))
  }
  // A password change (ends the other sessions) beside a refresh of this one and a Payload write.
  const [changed, refreshed] = await Promise.all([
    json(postJson(`${base}/update`, { newpassword: password }, bearer(access))),
    json(postJson(`${base}/refreshToken`, { refresh_token: refresh, fingerprint })),
    payload
      .update({ collection: 'skus', id: pick(skuIds), data: { stock: 500 }, overrideAccess: true })
      .then(() => ({ status: 200 })),
  ])
  note(changed)
  note(refreshed)
  note(await json(request(`${base}/logout`, { headers: bearer(access) })))
}

describe('the database under minutes of mixed parallel traffic', () => {
  it(
    'answers no 5xx, leaves no handle open and takes a lone write at once afterwards',
    async () => {
      const before = openHandles()
      const statuses: number[] = []
      const end = Date.now() + seconds * 1000
      await Promise.all(
        Array.from({ length: workers }, async (_, i) => {
          while (Date.now() < end) {
            resetLimits()
            await customerRound(i, statuses)
          }
        }),
      )
      const failed = statuses.filter((s) => s >= 500)
      expect(statuses.length).toBeGreaterThan(workers * 10)
      expect(failed).toEqual([])
      expect(openHandles()).toBeLessThanOrEqual(before)

      const started = performance.now()
      const lone = await json(postJson('/api/v1/sell/cart/cartAdd', { sku: skuIds[0], qty: 1 }))
      expect(lone.status).toBe(200)
      expect(performance.now() - started).toBeLessThan(1000)
    },
    (seconds + 120) * 1000,
  )
})
