import { Agent, request as httpRequest } from 'node:http'
import { getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { startSession } from '@/accounts/sessions'
import { getDb } from '@/lib/payload'

import { getJson } from './helpers/api'
import { startApiServer } from './helpers/api-server'
import { casesFor, operationsOf, type FuzzCase, type OpenApiDocument, type Operation } from './helpers/fuzz-cases'

type Answer = { status: number; headers: Record<string, string | string[] | undefined> }

let server: Awaited<ReturnType<typeof startApiServer>>
let userId: number
const agent = new Agent({ keepAlive: true, maxSockets: 4 })

beforeAll(async () => {
  server = await startApiServer()
  const payload = await getPayload({ config })
  const user = await payload.create({
    collection: 'users',
    data: { email: 'fuzz@example.test', password: 'a-long-fuzzing-password', roles: ['customer'] },
    overrideAccess: true,
  })
  userId = user.id
})
afterAll(async () => {
  agent.destroy()
  await server.close()
})

/** Sends a case as a raw HTTP client would: the path unnormalised, the body as written. */
function send(c: FuzzCase, token: string | null): Promise<Answer> {
  const headers: Record<string, string> = { ...c.headers }
  if (token) headers.Authorization = `Bearer ${token}`
  if (c.body !== undefined && !c.chunked) headers['Content-Length'] = String(Buffer.byteLength(c.body))
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.origin}/api/v1${c.path}`, { method: c.method, headers, agent }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    if (c.body !== undefined) {
      // In two writes, so that a chunked body really arrives in chunks.
      const middle = Math.floor(c.body.length / 2)
      req.write(c.body.slice(0, middle))
      req.end(c.body.slice(middle))
    } else req.end()
  })
}

/** What an answer to malformed input must never be. */
function faults(answer: Answer): string[] {
  const found: string[] = []
  if (answer.status >= 500) found.push(`status ${answer.status}`)
  if (answer.headers['x-content-type-options'] !== 'nosniff') found.push('no nosniff')
  if (answer.status === 429 && !answer.headers['retry-after']) found.push('429 without Retry-After')
  return found
}

/** A fresh session per operation, so that one operation ending it (logout) leaves the others signed in. */
const tokenFor = async () =>
  (await startSession(await getDb(), { id: userId, email: 'fuzz@example.test' }, 'fuzz-fingerprint-0001', 'password'))
    .access_token

describe('v1 API under malformed input', () => {
  it('answers every operation of the OpenAPI document without a 5xx', { timeout: 180_000 }, async () => {
    const { status, body } = await getJson<OpenApiDocument>('/api/v1/openapi.json')
    expect(status).toBe(200)
    const operations: Operation[] = operationsOf(body)
    expect(operations.length).toBeGreaterThan(50)

    const work: { op: Operation; c: FuzzCase; signedIn: boolean }[] = []
    for (const op of operations) {
      casesFor(op).forEach((c, i) => {
        if (!c.once || i % 2 === 0) work.push({ op, c, signedIn: true })
        if (!c.once || i % 2 === 1) work.push({ op, c, signedIn: false })
      })
    }
    const tokens = new Map<Operation, string>()
    for (const op of operations) tokens.set(op, await tokenFor())

    const failures: string[] = []
    const statuses = new Map<number, number>()
    let signedInAnswers = 0
    let next = 0
    const worker = async () => {
      while (next < work.length) {
        const { op, c, signedIn } = work[next++]
        const who = signedIn ? 'customer' : 'anonymous'
        try {
          const answer = await send(c, signedIn ? (tokens.get(op) ?? null) : null)
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          if (signedIn && answer.status === 200 && c.path === '/cognito/user/authUser') signedInAnswers += 1
          for (const fault of faults(answer))
            failures.push(`${c.method} ${c.path.slice(0, 80)} [${c.label}, ${who}]: ${fault}`)
        } catch (error) {
          failures.push(`${c.method} ${c.path.slice(0, 80)} [${c.label}, ${who}]: ${String(error)}`)
        }
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()])

    expect(work.length).toBeGreaterThan(2000)
    // Most malformed input is refused; a few plausible bodies get through, and that is fine.
    expect([...statuses.keys()].some((s) => s >= 400 && s < 500)).toBe(true)
    // The customer's token did open the signed-in calls, so their handlers were reached too.
    expect(signedInAnswers).toBeGreaterThan(0)
    expect(failures).toEqual([])
  })
})
