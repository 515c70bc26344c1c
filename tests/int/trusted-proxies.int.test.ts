import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { limits, resetLimits } from '@/accounts/rate-limit'
import { setEnvForTests } from '@/lib/env'

import { startApiServer } from './helpers/api-server'

let server: Awaited<ReturnType<typeof startApiServer>>
let restoreEnv: (() => void) | undefined

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())
beforeEach(() => resetLimits())
afterEach(() => restoreEnv?.())

/** Asks for a login mail to a fresh address, the request carrying the given X-Forwarded-For. */
const askForMail = (i: number, forwardedFor: string) =>
  server.fetch('/api/v1/cognito/user/sendLoginLink', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ email: `proxied-${i}@example.test` }),
  })

async function statuses(count: number, forwardedFor: (i: number) => string): Promise<number[]> {
  const answers: number[] = []
  for (let i = 0; i < count; i++) answers.push((await askForMail(i, forwardedFor(i))).status)
  return answers
}

const allowance = limits.sendPerIp.max

describe('the client address behind proxies', { timeout: 60_000 }, () => {
  it('behind an appending proxy, a visitor who writes a new first entry each time is still one visitor', async () => {
    restoreEnv = setEnvForTests({ trustProxy: { hops: 1 } })
    // nginx's $proxy_add_x_forwarded_for: whatever the visitor sent, then the address nginx saw.
    const answers = await statuses(allowance + 5, (i) => `198.51.100.${i}, 203.0.113.7`)
    expect(answers.filter((s) => s === 200)).toHaveLength(allowance)
    expect(answers.slice(allowance).every((s) => s === 429)).toBe(true)
  })

  it('behind an overwriting proxy, each visitor the proxy names is counted on their own', async () => {
    restoreEnv = setEnvForTests({ trustProxy: { hops: 1 } })
    const answers = await statuses(allowance + 5, (i) => `203.0.113.${i}`)
    expect(answers.every((s) => s === 200)).toBe(true)
  })

  it('with the proxies named by address, a request from elsewhere is counted by its socket', async () => {
    // The test's socket is 127.0.0.1, which is not one of these: its header is the visitor's own.
    restoreEnv = setEnvForTests({ trustProxy: { ranges: ['10.0.0.0/8'] } })
    const answers = await statuses(allowance + 3, (i) => `198.51.100.${i}`)
    expect(answers.filter((s) => s === 429)).toHaveLength(3)
  })

  it('counts an IPv6 visitor by the /64, however the last groups change', async () => {
    restoreEnv = setEnvForTests({ trustProxy: { hops: 1 } })
    const answers = await statuses(allowance + 2, (i) => `2001:db8:7:7::${(i + 1).toString(16)}`)
    expect(answers.filter((s) => s === 429)).toHaveLength(2)
  })

  it('answers hundreds of entries and garbage like any other request', async () => {
    restoreEnv = setEnvForTests({ trustProxy: { hops: 2 } })
    const long = [...Array.from({ length: 400 }, (_, i) => `198.51.100.${i % 250}`), '203.0.113.9', '10.0.0.1'].join(
      ',',
    )
    expect((await askForMail(1, long)).status).toBe(200)
    for (const garbage of ['not-an-address', ',,,', 'unknown, ', '[::1]:80, "x"', '999.999.999.999'])
      expect((await askForMail(2, garbage)).status).toBeLessThan(500)
  })
})
