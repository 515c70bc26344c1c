import { pbkdf2Sync } from 'node:crypto'
import { getPayload, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import config from '@payload-config'
import { PASSWORD_HASH } from '@/accounts/dummy-password-check'
import { resetLimits } from '@/accounts/rate-limit'
import { setEnvForTests } from '@/lib/env'

import { postJson } from './helpers/api'
import { codeOf, startMailServer } from './helpers/mail-server'
import { startPayloadServer } from './helpers/payload-server'

const base = '/api/v1/cognito/user'
const fp = 'doors-fingerprint-0001'
const password = 'the-right-password-123'
let payload: Payload
let mail: Awaited<ReturnType<typeof startMailServer>>
let server: Awaited<ReturnType<typeof startPayloadServer>>
let restoreEnv: () => void

const from = (ip: string) => ({ 'X-Forwarded-For': ip })
const makeUser = (email: string) =>
  payload.create({ collection: 'users', data: { email, password, roles: ['customer'] }, overrideAccess: true })
const loginMutation = (email: string, secret: string) =>
  `mutation { loginUser(email: ${JSON.stringify(email)}, password: ${JSON.stringify(secret)}) { token } }`

/** One password through each door; the answer as status, Retry-After and whether a token came back. */
const doors = {
  v1: async (email: string, secret: string, ip: string) => {
    const r = await postJson(`${base}/login`, { username: email, password: secret, fingerprint: fp }, from(ip))
    const body = (await r.json()) as { access_token?: string; expires_at?: number; text_code?: string }
    return { status: r.status, retryAfter: r.headers.get('retry-after'), ok: r.status === 200, body }
  },
  rest: async (email: string, secret: string, ip: string) => {
    const r = await server.post('/api/users/login', { email, password: secret }, from(ip))
    const body = (await r.json()) as { token?: string }
    return { status: r.status, retryAfter: r.headers.get('retry-after'), ok: Boolean(body.token), body }
  },
  graphql: async (email: string, secret: string, ip: string) => {
    const r = await server.post('/graphql', { query: loginMutation(email, secret) }, from(ip))
    const body = (await r.json()) as { data?: { loginUser?: { token?: string } | null } }
    return {
      status: r.status,
      retryAfter: r.headers.get('retry-after'),
      ok: Boolean(body.data?.loginUser?.token),
      body,
    }
  },
}
type Door = keyof typeof doors

/** 50 wrong passwords through every door, each from an address of its own (a crowd, not one IP). */
async function crowdGuesses(email: string) {
  const answers = []
  for (const door of Object.keys(doors) as Door[]) {
    for (let i = 0; i < 50; i++) answers.push(await doors[door](email, `wrong-guess-${i}`, `10.${door.length}.0.${i}`))
  }
  return answers
}

async function codeLogin(email: string, ip: string) {
  const arrived = mail.next(email)
  expect((await postJson(`${base}/sendLoginLink`, { email }, from(ip))).status).toBe(200)
  const code = codeOf(await arrived)
  return postJson(`${base}/loginRecoveryCode`, { email, code, fingerprint: fp }, from(ip))
}

beforeAll(async () => {
  payload = await getPayload({ config })
  mail = await startMailServer()
  server = await startPayloadServer()
  restoreEnv = setEnvForTests({ smtpUrl: mail.url, trustProxy: { hops: 1 } })
})
afterAll(async () => {
  restoreEnv()
  await server.close()
  await mail.close()
})
beforeEach(() => resetLimits())
afterEach(() => vi.useRealTimers())

// Each right or wrong password costs a real hash: generous time on a busy machine.
describe('lockout is not a weapon', { timeout: 90_000 }, () => {
  it('Payload’s own lock is off: many wrong passwords do not refuse the right one', async () => {
    await makeUser('unlocked@doors.example.test')
    // One more than the lock's old threshold of 10.
    for (let i = 0; i < 11; i++) {
      await expect(
        payload.login({ collection: 'users', data: { email: 'unlocked@doors.example.test', password: `wrong-${i}` } }),
      ).rejects.toThrow()
    }
    const right = await payload.login({ collection: 'users', data: { email: 'unlocked@doors.example.test', password } })
    expect(right.token).toBeTruthy()
  })

  it('after 50 wrong passwords through every door, the right one waits for the window and then works', async () => {
    const email = 'victim@doors.example.test'
    await makeUser(email)
    const answers = await crowdGuesses(email)
    // The address's allowance (10 tries in 15 minutes) is shared by the doors; the rest are refused unchecked.
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(10)
    expect(answers.some((a) => a.ok)).toBe(false)
    for (const refused of answers.filter((a) => a.status === 429)) expect(Number(refused.retryAfter)).toBeGreaterThan(0)

    // The right password is refused as "too many tries", never as a wrong password, at every door.
    for (const door of Object.keys(doors) as Door[]) {
      const right = await doors[door](email, password, '192.0.2.10')
      expect(right.status).toBe(429)
      expect(Number(right.retryAfter)).toBeGreaterThan(0)
    }
    expect((await doors.v1(email, password, '192.0.2.10')).body.text_code).toBe('TOO_MANY_REQUESTS')

    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + 16 * 60_000)
    for (const door of Object.keys(doors) as Door[]) {
      expect((await doors[door](email, password, '192.0.2.10')).ok, door).toBe(true)
    }
  })

  it('after 50 wrong passwords through every door, the owner logs in by e-mail code, and the password works again', async () => {
    const email = 'owner@doors.example.test'
    await makeUser(email)
    await crowdGuesses(email)
    expect((await doors.rest(email, password, '192.0.2.20')).status).toBe(429)

    const byCode = await codeLogin(email, '192.0.2.20')
    expect(byCode.status).toBe(200)
    expect(((await byCode.json()) as { access_token: string }).access_token).toBeTruthy()
    // The code proved the mailbox: the crowd's guesses no longer hold the password back.
    for (const door of Object.keys(doors) as Door[]) {
      expect((await doors[door](email, password, '192.0.2.20')).ok, door).toBe(true)
    }
  })

  it('one IP is limited across every door and every address, and the owner elsewhere is not', async () => {
    await makeUser('neighbour@doors.example.test')
    const statuses: number[] = []
    for (let i = 0; i < 70; i++) {
      const door = (['v1', 'rest', 'graphql'] as const)[i % 3]
      // A blank password is refused before any hashing, but it is a try all the same.
      statuses.push((await doors[door](`stranger${i}@doors.example.test`, ' ', '203.0.113.7')).status)
    }
    expect(statuses.slice(0, 60).every((s) => s !== 429)).toBe(true)
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true)
    expect((await doors.rest('neighbour@doors.example.test', password, '203.0.113.7')).status).toBe(429)
    expect((await doors.rest('neighbour@doors.example.test', password, '198.51.100.1')).ok).toBe(true)
  })

  it('a GraphQL request carrying many guesses counts each of them', async () => {
    await makeUser('batch@doors.example.test')
    const guesses = Array.from(
      { length: 12 },
      (_, i) => `g${i}: loginUser(email: "batch@doors.example.test", password: "guess-${i}") { token }`,
    )
    const r = await server.post('/api/graphql', { query: `mutation { ${guesses.join(' ')} }` }, from('198.51.100.2'))
    expect(r.status).toBe(429)
    expect(r.headers.get('retry-after')).toBeTruthy()
    expect((await doors.v1('batch@doors.example.test', password, '198.51.100.3')).status).toBe(429)
  })
})

describe('Payload’s forgot-password', () => {
  it('answers at once and sends the site’s recovery, limited by address like the v1 recovery', async () => {
    const email = 'forgetful@doors.example.test'
    await makeUser(email)
    const arrived = mail.next(email)
    const started = Date.now()
    const r = await server.post(
      '/api/users/forgot-password',
      { email: 'Forgetful@Doors.Example.test' },
      from('198.51.100.4'),
    )
    expect(r.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(5_000)
    const code = codeOf(await arrived)
    const reset = await postJson(
      `${base}/recoverPasswordCheck`,
      { email, code, newpassword: 'a-new-password-after-all' },
      from('198.51.100.4'),
    )
    expect(reset.status).toBe(200)
    expect((await doors.rest(email, 'a-new-password-after-all', '198.51.100.4')).ok).toBe(true)

    const unknown = await server.post(
      '/api/users/forgot-password',
      { email: 'nobody@doors.example.test' },
      from('198.51.100.4'),
    )
    expect(unknown.status).toBe(200)
    const graphql = await server.post(
      '/api/graphql',
      { query: 'mutation { forgotPasswordUser(email: "forgetful@doors.example.test") }' },
      from('198.51.100.4'),
    )
    expect(graphql.status).toBe(200)
    expect(((await graphql.json()) as { data: { forgotPasswordUser: boolean } }).data.forgotPasswordUser).toBe(true)

    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await server.post('/api/users/forgot-password', { email }, from(`198.51.100.${10 + i}`))).status)
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
    expect(statuses.slice(3)).toEqual([429, 429])
  })
})

describe('timing says nothing about accounts', { timeout: 90_000 }, () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

  it('the dummy check costs what Payload’s stored hash costs', async () => {
    const user = await makeUser('hash@doors.example.test')
    const stored = (await payload.db.findOne({
      collection: 'users',
      where: { id: { equals: user.id } },
    })) as unknown as { hash: string; salt: string }
    expect(stored.hash.startsWith(PASSWORD_HASH.prefix)).toBe(true)
    const again = pbkdf2Sync(password, stored.salt, PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, 'sha256')
    expect(`${PASSWORD_HASH.prefix}${again.toString('hex')}`).toBe(stored.hash)
  })

  for (const door of ['v1', 'rest'] as const) {
    it(`a wrong password takes as long for an unknown address as for a known one (${door})`, async () => {
      await makeUser(`known-${door}@doors.example.test`)
      const known: number[] = []
      const unknown: number[] = []
      const time = async (email: string) => {
        const started = performance.now()
        const answer = await doors[door](email, 'not-the-password', '198.51.100.50')
        expect(answer.status).toBe(401)
        return performance.now() - started
      }
      // Interleaved, so a busy moment of the machine falls on both.
      for (let i = 0; i < 10; i++) {
        resetLimits()
        known.push(await time(`known-${door}@doors.example.test`))
        unknown.push(await time(`unknown-${door}-${i}@doors.example.test`))
      }
      const ratio = median(known) / median(unknown)
      console.info(`[timing ${door}] known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms`)
      expect(ratio).toBeGreaterThan(0.5)
      expect(ratio).toBeLessThan(2)
    })
  }
})
