import {
  commitTransaction,
  createLocalReq,
  getPayload,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { startSession, revokeUserSessions } from '@/accounts/sessions'
import { addToCart } from '@/commerce/cart/cart-lines'
import { findCart } from '@/commerce/cart/cart-session'
import { inTransaction, query, sql } from '@/lib/database/sql'
import { databaseKind } from '@/lib/env'

import { postJson } from './helpers/api'
import { makeProduct } from './helpers/shop-fixtures'

let payload: Payload
let skuId: number

const linesOf = async (cartId: number) =>
  (
    await payload.find({
      collection: 'cart-items',
      where: { cart: { equals: cartId } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const liveSessions = async (userId: number) =>
  (
    await payload.find({
      collection: 'account-sessions',
      where: { and: [{ user: { equals: userId } }, { revoked_at: { exists: false } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).totalDocs

beforeAll(async () => {
  payload = await getPayload({ config })
  skuId = (await makeProduct({ slug: 'floor-test-jetty', skus: [{ code: 'FLOOR-1', price: 80, stock: 10 }] })).skus[0]
    .id
})

describe('domain writes inside the caller’s transaction', () => {
  it('rolls a raw-SQL write and a Payload write back with the caller, and keeps them on commit', async () => {
    const cart = await findCart({ payload }, { userId: null, sessionKey: null }, { create: 'always' })
    const user = await payload.create({
      collection: 'users',
      data: { email: 'floor@example.test', password: 'floor-password-long', roles: ['customer'] },
      overrideAccess: true,
    })
    await startSession({ payload }, user, 'floor-fingerprint-1', 'password')
    expect(await liveSessions(user.id)).toBe(1)

    const req = (await createLocalReq({}, payload)) as PayloadRequest
    await initTransaction(req)
    await addToCart({ payload, req }, cart.id, { sku: skuId, qty: 2, addons: [] })
    await revokeUserSessions({ payload, req }, user.id)
    // Inside the transaction the changes are there…
    expect(
      (
        await payload.find({
          collection: 'cart-items',
          where: { cart: { equals: cart.id } },
          depth: 0,
          overrideAccess: true,
          req,
        })
      ).totalDocs,
    ).toBe(1)
    await killTransaction(req)
    // …and after the rollback nothing is left of either.
    expect(await linesOf(cart.id)).toHaveLength(0)
    expect(await liveSessions(user.id)).toBe(1)

    const committed = (await createLocalReq({}, payload)) as PayloadRequest
    await initTransaction(committed)
    await addToCart({ payload, req: committed }, cart.id, { sku: skuId, qty: 2, addons: [] })
    await commitTransaction(committed)
    expect((await linesOf(cart.id)).map((line) => line.qty)).toEqual([2])
  })

  it('commits inTransaction’s work together, and undoes all of it when a later step fails', async () => {
    const cart = await findCart({ payload }, { userId: null, sessionKey: null }, { create: 'always' })
    await expect(
      inTransaction({ payload }, async (tx) => {
        await addToCart(tx, cart.id, { sku: skuId, qty: 1, addons: [] })
        throw new Error('a later step failed')
      }),
    ).rejects.toThrow('a later step failed')
    expect(await linesOf(cart.id)).toHaveLength(0)
    await inTransaction({ payload }, (tx) => addToCart(tx, cart.id, { sku: skuId, qty: 3, addons: [] }))
    expect((await linesOf(cart.id)).map((line) => line.qty)).toEqual([3])
  })
})

describe('SQLite', () => {
  it.skipIf(databaseKind !== 'sqlite')(
    'keeps a write-ahead log on the reading and the writing connection',
    async () => {
      // Without it every commit wrote, synced and deleted a rollback journal, and readers and the writer waited for each other.
      const modeOf = async (db: Parameters<typeof query>[0]) =>
        (await query<{ journal_mode: string }>(db, sql`PRAGMA journal_mode`))[0].journal_mode
      expect(await modeOf({ payload })).toBe('wal')
      expect(await inTransaction({ payload }, modeOf)).toBe('wal')
    },
  )
})

describe('the spec’s optional fields', () => {
  it('take an empty string or null as absent', async () => {
    const signup = await postJson('/api/v1/cognito/user/registerLink', {
      email: 'optional@example.test',
      first_name: 'Opal',
      last_name: 'Ng',
      date_of_birth: '',
      fingerprint: '',
    })
    expect(signup.status).toBe(200)
    for (const session of ['', null]) {
      const cart = await postJson('/api/v1/sell/cart/getCart', {
        session,
        promotion_code: '',
        shipping_type: null,
        shipping_address: '',
      })
      expect(cart.status).toBe(200)
    }
    // A value that is there is still checked.
    expect((await postJson('/api/v1/sell/cart/getCart', { session: 'short' })).status).toBe(400)
    expect(
      (
        await postJson('/api/v1/cognito/user/registerLink', {
          email: 'optional@example.test',
          first_name: 'Opal',
          last_name: 'Ng',
          date_of_birth: '31/12/1990',
        })
      ).status,
    ).toBe(400)
  })

  it('use one slug rule in the back-office and the API', async () => {
    await expect(
      payload.create({
        collection: 'groups',
        data: { name: 'Bad', slug: 'Bad Slug', model: 'product' } as never,
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    expect((await postJson('/api/v1/sell/product/Bad_Slug', {})).status).toBeGreaterThanOrEqual(400)
  })
})
