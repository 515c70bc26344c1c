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

/** A request from `ip` (behind one trusted proxy), with the browser's device cookie when it has one. */
const from = (ip: string, device?: string): Record<string, string> => ({
  'X-Forwarded-For': ip,
  ...(device ? { Cookie: device } : {}),
})
/** The device cookie a sign-in answer set (`atelier_device=…`), as the browser sends it back. */
const deviceCookieOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie.startsWith('atelier_device='))
const makeUser = (email: string) =>
  payload.create({ collection: 'users', data: { email, password, roles: ['customer'] }, overrideAccess: true })
const loginMutation = (email: string, secret: string) =>
  `mutation { loginUser(email: ${JSON.stringify(email)}, password: ${JSON.stringify(secret)}) { token } }`

/** One password through each door; the answer as status, Retry-After and whether a token came back. */
const doors = {
  v1: async (email: string, secret: string, ip: string, device?: string) => {
    const r = await postJson(`${base}/login`, { username: email, password: secret, fingerprint: fp }, from(ip, device))
    const body = (await r.json()) as { access_token?: string; expires_at?: number; text_code?: string }
    return { status: r.status, retryAfter: r.headers.get('retry-after'), ok: r.status === 200, body, answer: r }
  },
  rest: async (email: string, secret: string, ip: string, device?: string) => {
    const r = await server.post('/api/users/login', { email, password: secret }, from(ip, device))
    const body = (await r.json()) as { token?: string }
    return { status: r.status, retryAfter: r.headers.get('retry-after'), ok: Boolean(body.token), body, answer: r }
  },
  graphql: async (email: string, secret: string, ip: string, device?: string) => {
    const r = await server.post('/graphql', { query: loginMutation(email, secret) }, from(ip, device))
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

  it('50 wrong passwords through every door from a crowd: paced, never checked past the pace, and the owner’s own browser is not held back', async () => {
    const email = 'victim@doors.example.test'
    await makeUser(email)
    // The clock stands still: no pause of the pace runs out while the crowd guesses.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false })
    // The owner signed in before, through the v1 login and through the back-office's.
    const v1Device = deviceCookieOf((await doors.v1(email, password, '192.0.2.10')).answer)
    const restDevice = deviceCookieOf((await doors.rest(email, password, '192.0.2.11')).answer)
    expect(v1Device).toMatch(/^atelier_device=[\w-]{22}\.[0-9a-f]{64}$/)
    expect(restDevice).toMatch(/^atelier_device=/)

    const answers = await crowdGuesses(email)
    // Five free tries for strangers together, then a pause (the owner's right passwords are not counted).
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(5)
    expect(answers.some((a) => a.ok)).toBe(false)
    for (const refused of answers.filter((a) => a.status === 429)) expect(Number(refused.retryAfter)).toBeGreaterThan(0)

    // A stranger with the right password waits like the crowd, at every door.
    for (const door of Object.keys(doors) as Door[])
      expect((await doors[door](email, password, '192.0.2.99')).status).toBe(429)
    expect((await doors.v1(email, password, '192.0.2.99')).body.text_code).toBe('TOO_MANY_REQUESTS')

    // The owner's browsers, from anywhere, are let in at once through every door.
    for (const device of [v1Device, restDevice])
      for (const door of Object.keys(doors) as Door[])
        expect((await doors[door](email, password, '198.51.100.77', device)).ok, door).toBe(true)
    // A mark made for another address, or a forged one, is a stranger's.
    await makeUser('other@doors.example.test')
    const otherDevice = deviceCookieOf((await doors.v1('other@doors.example.test', password, '192.0.2.12')).answer)
    expect((await doors.v1(email, password, '192.0.2.12', otherDevice)).status).toBe(429)
    const forged = `atelier_device=${'a'.repeat(22)}.${'0'.repeat(64)}`
    expect((await doors.v1(email, password, '192.0.2.12', forged)).status).toBe(429)
  })

  it('the pause grows after the free tries, waiting it out is enough, and thirty in a quarter hour is the end', async () => {
    const email = 'paced@doors.example.test'
    await makeUser(email)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false })
    const guess = (i: number) => doors.v1(email, `wrong-${i}`, `10.9.${Math.floor(i / 250)}.${i % 250}`)
    for (let i = 0; i < 5; i++) expect((await guess(i)).status).toBe(401)
    const waits: number[] = []
    for (let i = 5; i < 30; i++) {
      const early = await guess(i)
      expect(early.status).toBe(429)
      waits.push(Number(early.retryAfter))
      vi.setSystemTime(Date.now() + Number(early.retryAfter) * 1000)
      expect((await guess(i)).status).toBe(401)
    }
    expect(waits.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 30, 30])
    // Thirty checked: no more, however long one waits, until the quarter hour is over.
    vi.setSystemTime(Date.now() + 2 * 60_000)
    expect((await guess(30)).status).toBe(429)
  })

  it('one source may try an address ten times, whatever the pace allows', async () => {
    const email = 'one-source@doors.example.test'
    await makeUser(email)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false })
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push((await doors.v1(email, `wrong-${i}`, '203.0.113.50')).status)
      vi.setSystemTime(Date.now() + 61_000)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('after a crowd’s guesses, a new browser signs in by e-mail code, which lets its password through', async () => {
    const email = 'owner@doors.example.test'
    await makeUser(email)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false })
    await crowdGuesses(email)
    expect((await doors.rest(email, password, '192.0.2.20')).status).toBe(429)

    const byCode = await codeLogin(email, '192.0.2.20')
    expect(byCode.status).toBe(200)
    expect(((await byCode.json()) as { access_token: string }).access_token).toBeTruthy()
    const device = deviceCookieOf(byCode)
    expect(device).toBeTruthy()
    for (const door of Object.keys(doors) as Door[]) {
      expect((await doors[door](email, password, '192.0.2.20', device)).ok, door).toBe(true)
    }
    // Without the mark, the crowd's pace still holds.
    expect((await doors.rest(email, password, '192.0.2.21')).status).toBe(429)
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
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false })
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

describe('the studio’s e-mail code door', { timeout: 90_000 }, () => {
  const studio = 'artist@doors.example.test'
  const makeStudio = (email = studio) =>
    payload.create({ collection: 'users', data: { email, password, roles: ['admin'] }, overrideAccess: true })
  const mailedCode = async (email: string, ip: string) => {
    const arrived = mail.next(email)
    expect((await postJson(`${base}/sendLoginLink`, { email, code_only: true }, from(ip))).status).toBe(200)
    return codeOf(await arrived)
  }
  const signIn = (body: unknown, ip = '192.0.2.30') => postJson('/api/v1/studio/signIn', body, from(ip))
  const backOfficeUser = async (answer: Response) => {
    const cookie = answer.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('payload-token='))
    expect(cookie).toBeTruthy()
    const me = (await (await server.get('/api/users/me', { Cookie: cookie ?? '' })).json()) as {
      user: { email: string } | null
    }
    return me.user?.email ?? null
  }

  it('50 wrong passwords from five sources: the artist gets in by code, then by password from that browser', async () => {
    await makeStudio()
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false })
    for (let i = 0; i < 50; i++) await doors.rest(studio, `wrong-${i}`, `203.0.113.${i % 5}`)
    expect((await doors.rest(studio, password, '192.0.2.30')).status).toBe(429)

    const answer = await signIn({ email: studio, code: await mailedCode(studio, '192.0.2.30') })
    expect(answer.status).toBe(200)
    expect(await backOfficeUser(answer)).toBe(studio)
    const device = deviceCookieOf(answer)
    expect(device).toBeTruthy()
    const byPassword = await doors.rest(studio, password, '192.0.2.30', device)
    expect(byPassword.ok).toBe(true)
    expect(await backOfficeUser(byPassword.answer)).toBe(studio)
  })

  it('is the studio’s only: a customer’s code is refused as a wrong one and stays usable for the shop', async () => {
    await makeUser('customer@doors.example.test')
    const code = await mailedCode('customer@doors.example.test', '192.0.2.31')
    const refused = await signIn({ email: 'customer@doors.example.test', code })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { text_code: string }).text_code).toBe('CODE_INVALID')
    expect(refused.headers.getSetCookie()).toEqual([])
    const shop = await postJson(
      `${base}/loginRecoveryCode`,
      { email: 'customer@doors.example.test', code, fingerprint: fp },
      from('192.0.2.31'),
    )
    expect(shop.status).toBe(200)
    expect((await signIn({ email: 'nobody@doors.example.test', code: '123456' })).status).toBe(400)
  })

  it('ten wrong codes burn the code, not the door: a new mail lets her in', async () => {
    const studio = 'assistant@doors.example.test'
    await makeStudio(studio)
    const code = await mailedCode(studio, '192.0.2.32')
    const wrong = code === '000000' ? '000001' : '000000'
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await signIn({ email: studio, code: wrong }, '192.0.2.32')).status)
    expect(statuses.every((s) => s === 400)).toBe(true)
    // Five tries per code: the right one no longer opens it.
    expect((await signIn({ email: studio, code }, '192.0.2.32')).status).toBe(400)
    const fresh = await signIn({ email: studio, code: await mailedCode(studio, '192.0.2.33') }, '192.0.2.33')
    expect(fresh.status).toBe(200)
  })

  it('refuses garbage with a 400 and signs no one in', async () => {
    for (const body of [
      {},
      { email: studio },
      { email: studio, code: 'abc' },
      { email: 'not an address', code: '123456' },
      { email: studio, code: '123456', extra: true },
      'not json',
    ]) {
      const answer = await signIn(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.headers.getSetCookie()).toEqual([])
    }
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
