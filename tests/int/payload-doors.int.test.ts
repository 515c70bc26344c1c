import { getPayload, type CollectionSlug, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import type { User } from '@/payload-types'

import { payloadGraphql, payloadRest } from './helpers/payload-http'

/*
 * Payload's own REST and GraphQL are the studio's doors. A customer signed in there (Payload's
 * login answers customers too) may read what an anonymous visitor reads and write nothing; their
 * interface is the v1 API, whose rules (owners, locked profile fields) are checked in one place.
 */

let payload: Payload
let ann: User
let bob: User
let annToken: string
let adminToken: string
let annAddress: number | string
let bobAddress: number | string

const password = 'correct-horse-battery'
const jwt = (token: string) => ({ Authorization: `JWT ${token}` })
const sendJson = (method: string, path: string, body: unknown, token?: string) =>
  payloadRest(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? jwt(token) : {}) },
    body: JSON.stringify(body),
  })

async function makeUser(email: string, roles: ('admin' | 'customer')[]) {
  return payload.create({
    collection: 'users',
    data: { email, password, roles, first_name: 'Test', last_name: email.split('@')[0] },
    overrideAccess: true,
  })
}
const tokenOf = async (email: string) =>
  (await payload.login({ collection: 'users', data: { email, password }, overrideAccess: true })).token ?? ''
const address = (owner: number, street: string) =>
  payload.create({
    collection: 'addresses',
    data: { owner, street_address: street, city: 'Perth', postcode: '6000' },
    overrideAccess: true,
  })

/** Every stored document of a collection, as the database holds it, to see that nothing changed. */
const everything = async (collection: string) =>
  JSON.stringify(
    (
      await payload.find({
        collection: collection as CollectionSlug,
        depth: 0,
        pagination: false,
        sort: 'id',
        overrideAccess: true,
        showHiddenFields: true,
      })
    ).docs,
  )

beforeAll(async () => {
  payload = await getPayload({ config })
  ann = await makeUser('ann.doors@example.test', ['customer'])
  bob = await makeUser('bob.doors@example.test', ['customer'])
  await makeUser('studio.doors@example.test', ['admin'])
  annAddress = (await address(ann.id, '1 Ann Street')).id
  bobAddress = (await address(bob.id, '2 Bob Street')).id
  annToken = await tokenOf(ann.email)
  adminToken = await tokenOf('studio.doors@example.test')
})

describe('Payload’s REST and GraphQL refuse every write of a signed-in customer', () => {
  it('walks every collection: create, update and delete, one by one and in bulk, change nothing', async () => {
    for (const collection of payload.config.collections) {
      const slug = collection.slug
      const before = await everything(slug)
      const body = collection.auth ? { email: `x-${slug}@example.test`, password } : {}
      const one = JSON.parse(before)[0] as { id: number | string } | undefined
      const all = `/api/${slug}?where[id][exists]=true`
      const attempts = [
        ['POST', `/api/${slug}`],
        ['PATCH', all],
        ['DELETE', all],
        ...(one ? [['PATCH', `/api/${slug}/${one.id}`] as const, ['DELETE', `/api/${slug}/${one.id}`] as const] : []),
      ] as const
      // A collection without REST endpoints (Payload's migrations) has no door at all.
      const refused = collection.endpoints === false ? 501 : 403
      for (const [method, path] of attempts) {
        const response = await sendJson(method, path, body, annToken)
        expect(response.status, `${method} ${path}`).toBe(refused)
      }
      expect(await everything(slug), slug).toBe(before)
    }
  })

  it('walks every GraphQL update and delete, and every global, without changing anything', async () => {
    await payloadGraphql('{ __typename }')
    for (const collection of payload.config.collections) {
      const name = payload.collections[collection.slug].graphQL?.type?.name
      if (!name || collection.graphQL === false) continue
      const before = await everything(collection.slug)
      const one = JSON.parse(before)[0] as { id: number | string } | undefined
      if (!one) continue
      for (const mutation of [`update${name}(id: ${one.id}, data: {})`, `delete${name}(id: ${one.id})`]) {
        const answer = (await (await payloadGraphql(`mutation { ${mutation} { id } }`, jwt(annToken))).json()) as {
          errors?: { message: string }[]
        }
        expect(answer.errors?.[0]?.message, mutation).toMatch(/not allowed/i)
      }
      expect(await everything(collection.slug), collection.slug).toBe(before)
    }
    for (const global of payload.config.globals) {
      const before = JSON.stringify(await payload.findGlobal({ slug: global.slug, depth: 0, overrideAccess: true }))
      expect((await sendJson('POST', `/api/globals/${global.slug}`, {}, annToken)).status, global.slug).toBe(403)
      expect(JSON.stringify(await payload.findGlobal({ slug: global.slug, depth: 0, overrideAccess: true }))).toBe(
        before,
      )
    }
  })

  it('an address cannot be put into another customer’s book, by REST or GraphQL', async () => {
    const books = async () => JSON.stringify([await everything('addresses')])
    const before = await books()
    const street = 'street_address: "9 Planted Way", city: "Perth", postcode: "6000"'
    const attempts = [
      sendJson('POST', '/api/addresses', { owner: bob.id, street_address: '9 Planted Way' }, annToken),
      sendJson('PATCH', `/api/addresses/${annAddress}`, { owner: bob.id }, annToken),
      sendJson('PATCH', `/api/addresses/${bobAddress}`, { street_address: 'Mine now' }, annToken),
      payloadGraphql(`mutation { createAddress(data: { owner: ${bob.id}, ${street} }) { id } }`, jwt(annToken)),
      payloadGraphql(`mutation { updateAddress(id: ${annAddress}, data: { owner: ${bob.id} }) { id } }`, jwt(annToken)),
    ]
    for (const response of await Promise.all(attempts)) {
      const answer = (await response.json()) as { errors?: unknown[] }
      expect(response.status === 403 || Boolean(answer.errors?.length)).toBe(true)
    }
    expect(await books()).toBe(before)
  })

  it('a customer’s own record: no roles, e-mail, password or locked field changes through Payload', async () => {
    const before = await everything('users')
    const changes = [
      { roles: ['admin'] },
      { email: 'ann.elsewhere@example.test' },
      { first_name: 'Locked' },
      { drivers_licence_number: 'X1' },
      { password: 'a-password-without-proof' },
      { current_address_id: Number(bobAddress) },
    ]
    for (const change of changes) {
      const response = await sendJson('PATCH', `/api/users/${ann.id}`, change, annToken)
      expect(response.status, JSON.stringify(change)).toBe(403)
    }
    const gql = (await (
      await payloadGraphql(
        `mutation { updateUser(id: ${ann.id}, data: { email: "ann.gql@example.test", roles: admin }) { id } }`,
        jwt(annToken),
      )
    ).json()) as { errors?: unknown[] }
    expect(gql.errors?.length).toBeGreaterThan(0)
    expect((await sendJson('POST', '/api/users/unlock', { email: bob.email }, annToken)).status).toBe(403)
    expect(await everything('users')).toBe(before)
  })

  it('Payload’s back-office collections and job endpoints are the studio’s too', async () => {
    const preference = await sendJson('POST', '/api/payload-preferences/scratch', { value: { a: 1 } }, annToken)
    expect(preference.status).toBe(403)
    expect((await payloadRest('/api/payload-jobs/run', { headers: jwt(annToken) })).status).toBe(403)
    expect((await sendJson('POST', '/api/payload-locked-documents', {}, annToken)).status).toBe(403)
    // The studio keeps them.
    const studioPreference = await sendJson('POST', '/api/payload-preferences/scratch', { value: { a: 1 } }, adminToken)
    expect(studioPreference.status).toBe(200)
  })
})

describe('Payload’s doors to old versions never fail', () => {
  it('every collection and global answers them without a 5xx, and only the studio where versions are kept', async () => {
    const callers = { anonymous: {}, customer: jwt(annToken), studio: jwt(adminToken) }
    const doors = [
      // Payload's migrations have no REST endpoints at all (501, see above).
      ...payload.config.collections
        .filter((c) => c.endpoints !== false)
        .map((c) => ({ base: `/api/${c.slug}`, kept: Boolean(c.versions), list: c.slug !== 'payload-preferences' })),
      ...payload.config.globals.map((g) => ({ base: `/api/globals/${g.slug}`, kept: Boolean(g.versions), list: true })),
    ]
    const failures: string[] = []
    for (const { base, kept, list } of doors) {
      // Restoring is tried only with an id no version has, so the studio's try changes nothing.
      // Payload's preferences answer `GET /{key}`: there `/versions` is the preference of that name.
      const lists = [`${base}/versions`, `${base}/versions?where[parent][equals]=1&depth=1`]
      const attempts = [
        ...(list ? lists.map((path) => ['GET', path] as const) : []),
        ['GET', `${base}/versions/1`],
        ['GET', `${base}/versions/not-an-id`],
        ['POST', `${base}/versions/999999999`],
      ] as const
      for (const [method, path] of attempts) {
        for (const [who, headers] of Object.entries(callers)) {
          const { status } = await payloadRest(path, { method, headers })
          const allowed = !kept ? [404] : who === 'studio' ? [200, 400, 404] : [400, 403, 404]
          if (!allowed.includes(status)) failures.push(`${method} ${path} (${who}): ${status}`)
        }
      }
    }
    expect(doors.some((door) => door.kept)).toBe(true)
    expect(failures).toEqual([])
  })
})

describe('a signed-in customer reads through Payload what an anonymous visitor reads', () => {
  it('every collection’s list and versions, and the GraphQL lists, answer the same', async () => {
    for (const collection of payload.config.collections) {
      if (collection.endpoints === false) continue
      const paths = [`/api/${collection.slug}?depth=0&limit=1000`]
      if (collection.versions) paths.push(`/api/${collection.slug}/versions?depth=0&limit=1000`)
      for (const path of paths) {
        const anonymous = await payloadRest(path)
        const customer = await payloadRest(path, { headers: jwt(annToken) })
        expect(customer.status, path).toBe(anonymous.status)
        expect(await customer.text(), path).toBe(await anonymous.text())
      }
    }
    const lists = '{ Users { totalDocs } Addresses { totalDocs } allMedia { totalDocs } Carts { totalDocs } }'
    const anonymous = await (await payloadGraphql(lists)).json()
    const customer = await (await payloadGraphql(lists, jwt(annToken))).json()
    expect(customer).toEqual(anonymous)
  })

  it('the studio still reads and writes everything', async () => {
    const users = (await (await payloadRest('/api/users?limit=1000', { headers: jwt(adminToken) })).json()) as {
      totalDocs: number
    }
    expect(users.totalDocs).toBeGreaterThanOrEqual(3)
    const renamed = await sendJson('PATCH', `/api/users/${ann.id}`, { first_name: 'Annie' }, adminToken)
    expect(renamed.status).toBe(200)
    const added = await sendJson(
      'POST',
      '/api/addresses',
      { owner: ann.id, street_address: '3 Studio Lane' },
      adminToken,
    )
    expect(added.status).toBe(201)
  })
})
