import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import config from '@payload-config'
import { resetLimits } from '@/accounts/rate-limit'
import { revokeUserSessions } from '@/accounts/sessions'
import { setEnvForTests } from '@/lib/env'

import { postJson, request } from './helpers/api'
import { startMailServer } from './helpers/mail-server'
import { startPayloadServer } from './helpers/payload-server'
import { makeProduct } from './helpers/shop-fixtures'

// The revocation runs as it is, unless a test makes it fail once.
vi.mock('@/accounts/sessions', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/accounts/sessions')>()
  return { ...actual, revokeUserSessions: vi.fn(actual.revokeUserSessions) }
})

const base = '/api/v1/cognito/user'
const fp = 'writes-fingerprint-0001'
const password = 'first-password-long'
let payload: Payload
let mail: Awaited<ReturnType<typeof startMailServer>>
let server: Awaited<ReturnType<typeof startPayloadServer>>
let restoreEnv: () => void
let skuId: number

type Tokens = { access_token: string; refresh_token: string }
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const statusOf = async (response: Promise<Response>) => {
  const r = await response
  await r.arrayBuffer()
  return r.status
}
const login = async (email: string, secret = password) => {
  const r = await postJson(`${base}/login`, { username: email, password: secret, fingerprint: fp })
  return { status: r.status, tokens: (await r.json()) as Tokens }
}
const makeUser = (email: string) =>
  payload.create({ collection: 'users', data: { email, password, roles: ['customer'] }, overrideAccess: true })

beforeAll(async () => {
  payload = await getPayload({ config })
  mail = await startMailServer()
  server = await startPayloadServer()
  restoreEnv = setEnvForTests({ smtpUrl: mail.url })
  skuId = (await makeProduct({ slug: 'writes-test-print', skus: [{ code: 'WRITES-1', price: 40, stock: 10_000 }] }))
    .skus[0].id
})
afterAll(async () => {
  restoreEnv()
  await server.close()
  await mail.close()
})
beforeEach(() => resetLimits())

describe('password writes beside other writes', () => {
  it('Payload’s forgot-password, a password change and Payload’s login beside 8 parallel cartAdds: no 5xx', async () => {
    const statuses: number[] = []
    for (let round = 0; round < 3; round++) {
      const email = `busy${round}@writes.example.test`
      await makeUser(email)
      const { tokens } = await login(email)
      const cart = (await (await postJson('/api/v1/sell/cart/cartAdd', { sku: skuId, qty: 1 })).json()) as {
        sessionKey: string
      }
      const started = Date.now()
      statuses.push(
        ...(await Promise.all([
          ...Array.from({ length: 8 }, (_, i) =>
            statusOf(
              postJson(
                '/api/v1/sell/cart/cartAdd',
                i % 2 ? { sku: skuId, qty: 1, session: cart.sessionKey } : { sku: skuId, qty: 1 },
              ),
            ),
          ),
          statusOf(
            postJson(
              `${base}/update`,
              { newpassword: `changed-password-${round}`, password },
              bearer(tokens.access_token),
            ),
          ),
          statusOf(server.post('/api/users/forgot-password', { email })),
          statusOf(
            server.post('/api/graphql', { query: `mutation { forgotPasswordUser(email: ${JSON.stringify(email)}) }` }),
          ),
          statusOf(server.post('/api/users/login', { email, password })),
          statusOf(request(`${base}/recoverPassword?email=${encodeURIComponent(email)}`)),
        ])),
      )
      // Nothing waited for a lock that its own transaction held (the write queue gives up after 20 s).
      expect(Date.now() - started).toBeLessThan(10_000)
      expect((await login(email, `changed-password-${round}`)).status).toBe(200)
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3 * 12)
  }, 90_000)
})

describe('a password change is all or nothing', () => {
  it('when ending the other sessions fails, the password stays as it was and so do the sessions', async () => {
    const email = 'atomic@writes.example.test'
    await makeUser(email)
    const here = (await login(email)).tokens
    const elsewhere = (await login(email)).tokens

    vi.mocked(revokeUserSessions).mockRejectedValueOnce(new Error('the revocation failed'))
    const failed = await postJson(
      `${base}/update`,
      { newpassword: 'new-password-never-set', password },
      bearer(here.access_token),
    )
    expect(failed.status).toBe(500)
    expect((await login(email, 'new-password-never-set')).status).toBe(401)
    expect((await login(email)).status).toBe(200)
    expect((await request(`${base}/authUser`, { headers: bearer(elsewhere.access_token) })).status).toBe(200)

    // The same change without the failure: the password changes and the other session ends.
    const changed = await postJson(
      `${base}/update`,
      { newpassword: 'new-password-now-set', password },
      bearer(here.access_token),
    )
    expect(changed.status).toBe(200)
    expect((await login(email, 'new-password-now-set')).status).toBe(200)
    expect((await login(email)).status).toBe(401)
    expect((await request(`${base}/authUser`, { headers: bearer(elsewhere.access_token) })).status).toBe(401)
    expect((await request(`${base}/authUser`, { headers: bearer(here.access_token) })).status).toBe(200)
  })
})
