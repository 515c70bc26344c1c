import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { redisStore } from '@/accounts/limit-stores/redis'
import { hit, pace } from '@/accounts/rate-limit'
import { setEnvForTests } from '@/lib/env'
import { checkRedis, redis } from '@/lib/redis'

import { getJson, postJson } from './helpers/api'

// A real Redis, started by .ci/run (a local one on these machines); database 15 keeps it apart.
const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/15'
// Another address of the same server: its own connection, as another instance would have.
const other = url.replace('127.0.0.1', 'localhost')
const nothingThere = 'redis://127.0.0.1:1/0'
const run = randomBytes(4).toString('hex')
const key = (name: string) => `test:${run}:${name}`

afterAll(async () => {
  for (const address of [url, other]) await (await redis(address)).quit()
})

describe('rate limits kept in Redis, shared by instances', () => {
  const one = redisStore(url)
  const two = redisStore(other)
  const three = redisStore(url)

  it('counts one window across instances: what two let through, a third refuses', async () => {
    const limit = { max: 4, windowMs: 60_000 }
    expect(await one.hit(key('w'), limit)).toBe(0)
    expect(await two.hit(key('w'), limit)).toBe(0)
    expect(await one.hit(key('w'), limit)).toBe(0)
    expect(await two.hit(key('w'), limit)).toBe(0)
    expect(await two.isLimited(key('w'), limit)).toBe(true)
    const wait = await three.hit(key('w'), limit)
    expect(wait).toBeGreaterThan(55_000)
    expect(wait).toBeLessThanOrEqual(60_000)
    await three.clear(key('w'))
    expect(await one.isLimited(key('w'), limit)).toBe(false)
  })

  it('lets exactly the maximum through when instances count at once', async () => {
    const limit = { max: 10, windowMs: 60_000 }
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => [one, two, three][i % 3].hit(key('parallel'), limit)),
    )
    expect(answers.filter((wait) => wait === 0)).toHaveLength(10)
  })

  it('paces across instances: an early try on another instance is refused and not counted; a refund counts', async () => {
    const limit = { max: 8, windowMs: 60_000, free: 2, firstDelayMs: 1_000, maxDelayMs: 4_000 }
    expect(await one.pace(key('p'), limit)).toBe(0)
    expect(await two.pace(key('p'), limit)).toBe(0)
    const early = await three.pace(key('p'), limit)
    expect(early).toBeGreaterThan(0)
    expect(early).toBeLessThanOrEqual(1_000)
    await one.refund(key('p'))
    expect(await two.pace(key('p'), limit)).toBe(0)
    expect(await one.pace(key('p'), limit)).toBeGreaterThan(0)
  })

  it('the site counts in Redis when REDIS_URL is set: two calls of the limit share it', async () => {
    const restore = setEnvForTests({ redisUrl: url })
    try {
      const limit = { max: 1, windowMs: 60_000 }
      await hit(key('site'), limit)
      // What this process counted is in Redis, where another instance reads it.
      expect(await two.isLimited(key('site'), limit)).toBe(true)
      await expect(hit(key('site'), limit)).rejects.toMatchObject({ code: 'rate_limited' })
    } finally {
      restore()
    }
  })
})

describe('Redis not answering', () => {
  afterEach(() => vi.restoreAllMocks())

  it('refuses what it cannot count (503 with a message), logging the outage once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const restore = setEnvForTests({ redisUrl: nothingThere })
    try {
      const limit = { max: 100, windowMs: 60_000 }
      await expect(hit(key('down'), limit)).rejects.toMatchObject({ code: 'limits_unavailable' })
      const paced = { ...limit, free: 5, firstDelayMs: 1_000, maxDelayMs: 2_000 }
      await expect(pace(key('down'), paced)).rejects.toMatchObject({ code: 'limits_unavailable' })
      const answer = await postJson('/api/v1/cognito/user/sendLoginLink', { email: 'down@example.test' })
      expect(answer.status).toBe(503)
      expect(((await answer.json()) as { message: string }).message).toBe(
        'This cannot be checked just now. Please try again in a minute.',
      )
      expect(errors.mock.calls.filter(([line]) => String(line).includes('does not answer'))).toHaveLength(1)
    } finally {
      restore()
    }
  }, 20_000)

  it('readiness says whether Redis answers, and keeps sending visitors either way (pages are served without it)', async () => {
    const readiness = async () => {
      const answer = await getJson<{ status: string; database: string; redis: string }>('/api/v1/health/ready')
      return { code: answer.status, ...answer.body }
    }
    expect(await readiness()).toEqual({ code: 200, status: 'ready', database: 'ok', redis: 'unused' })
    const withRedis = setEnvForTests({ redisUrl: url })
    try {
      expect(await readiness()).toEqual({ code: 200, status: 'ready', database: 'ok', redis: 'ok' })
    } finally {
      withRedis()
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const down = setEnvForTests({ redisUrl: nothingThere })
    try {
      expect(await readiness()).toEqual({ code: 200, status: 'ready', database: 'ok', redis: 'down' })
    } finally {
      down()
    }
  }, 20_000)

  it('an instance set up with a Redis it cannot reach refuses to start, naming the setting', async () => {
    await expect(checkRedis('redis://:secret@127.0.0.1:1/0')).rejects.toThrow(
      /^REDIS_URL redis:\/\/\*\*\*@127\.0\.0\.1:1\/0 cannot be reached/,
    )
  }, 10_000)
})
