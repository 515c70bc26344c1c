import {
  commitTransaction,
  createLocalReq,
  getPayload,
  initTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { resetLimits } from '@/accounts/rate-limit'

import { postJson } from './helpers/api'
import { startPayloadServer } from './helpers/payload-server'

/**
 * Payload's login saves the account as it read it before hashing the password; these check that
 * nothing saved in the meantime is lost (src/collections/Users/auth-operations.ts).
 */
const base = '/api/v1/cognito/user'
const fp = 'race-fingerprint-0001'
const password = 'first-password-long'
let payload: Payload
let server: Awaited<ReturnType<typeof startPayloadServer>>

const login = async (email: string, secret = password) =>
  (await postJson(`${base}/login`, { username: email, password: secret, fingerprint: fp })).status
const makeUser = (email: string, roles: ('admin' | 'customer')[] = ['customer']) =>
  payload.create({ collection: 'users', data: { email, password, roles }, overrideAccess: true })

beforeAll(async () => {
  payload = await getPayload({ config })
  server = await startPayloadServer()
})
afterAll(() => server.close())
beforeEach(() => resetLimits())

describe('a login does not undo a password change', () => {
  it('a login with the old password while the change commits is refused, and the new password stays', async () => {
    const email = 'racing@race.example.test'
    const user = await makeUser(email)
    // The change is saved in a transaction held open while the login checks the old password.
    const req = (await createLocalReq({}, payload)) as PayloadRequest
    await initTransaction(req)
    await payload.update({ collection: 'users', id: user.id, data: { password: 'the-new-password-1' }, req })
    const loggingIn = server.post('/api/users/login', { email, password })
    // Long enough for the login to read the account and hash the old password; its save then waits for the change.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await commitTransaction(req)
    const raced = await loggingIn
    expect(raced.status).toBe(401)
    expect(await login(email, 'the-new-password-1')).toBe(200)
    expect(await login(email)).toBe(401)
  })

  it('two logins of the studio at once keep both sessions', async () => {
    const email = 'twice@race.example.test'
    await makeUser(email, ['admin'])
    const answers = await Promise.all([0, 1].map(() => server.post('/api/users/login', { email, password })))
    const tokens = await Promise.all(answers.map(async (r) => ((await r.json()) as { token: string }).token))
    for (const token of tokens) {
      const me = await fetch(`${server.origin}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
      expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(email)
    }
  })
})
