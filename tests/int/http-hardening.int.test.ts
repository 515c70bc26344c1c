import { Agent, request as httpRequest } from 'node:http'
import { getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { GET as payloadRestGet, POST as payloadRestPost } from '@/app/(payload)/api/[...slug]/route'
import { POST as payloadGraphql } from '@/app/(payload)/api/graphql/route'
import { POST as revalidate } from '@/app/internal/revalidate/route'
import { setEnvForTests } from '@/lib/env'
import { REVALIDATE_HEADER, revalidationToken } from '@/lib/revalidation'

import { startApiServer } from './helpers/api-server'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

let server: Awaited<ReturnType<typeof startApiServer>>
let token: string

/** A request as a plain HTTP client sends it: no Content-Length unless given, a body only if given. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  agent?: Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.origin}${path}`, { method, headers, agent }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
    })
    req.on('error', reject)
    // Written without a length, Node sends the body chunked.
    if (body !== undefined) req.write(body)
    req.end()
  })
}

const email = 'headers@example.test'
const password = 'a-long-watercolour-password'

beforeAll(async () => {
  server = await startApiServer()
  const payload = await getPayload({ config })
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['customer'], first_name: 'Hedda', last_name: 'Headers' },
    overrideAccess: true,
  })
  const login = await server.fetch('/api/v1/cognito/user/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password, fingerprint: 'headers-fingerprint-01' }),
  })
  token = ((await login.json()) as { access_token: string }).access_token
})
afterAll(() => server.close())

describe('requests without a body or a length', () => {
  it('OPTIONS on an API path answers 204 with Allow, and no cross-origin allowance', async () => {
    const health = await raw('OPTIONS', '/api/v1/health')
    expect(health.status).toBe(204)
    expect(health.headers.allow).toBe('GET, HEAD, OPTIONS')

    const preflight = await raw('OPTIONS', '/api/v1/cognito/user/login', {
      Origin: 'https://elsewhere.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    })
    expect(preflight.status).toBe(204)
    // GET too: `/cognito/user/{url}` answers a GET at this address.
    expect(preflight.headers.allow).toBe('GET, HEAD, OPTIONS, POST')
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()

    expect((await raw('OPTIONS', '/api/v1/cognito/page/about')).headers.allow).toBe('GET, HEAD, OPTIONS')
    const unknown = await raw('OPTIONS', '/api/v1/nothing-here')
    expect(unknown.status).toBe(404)
    expect(JSON.parse(unknown.body)).toMatchObject({ success: false, text_code: 'NOT_FOUND' })
  })

  it('a bodiless DELETE or POST, and a chunked body, are answered as 4xx, never 500', async () => {
    expect((await raw('DELETE', '/api/v1/health')).status).toBe(404)
    expect((await raw('POST', '/api/v1/cognito/user/login')).status).toBe(400)
    const chunked = await raw(
      'POST',
      '/api/v1/cognito/user/login',
      { 'Content-Type': 'application/json' },
      JSON.stringify({ username: email, password: 'not-the-password', fingerprint: 'headers-fingerprint-01' }),
    )
    expect(chunked.status).toBe(401)
    const tooLarge = await raw(
      'POST',
      '/api/v1/sell/cart/getCart',
      { 'Content-Type': 'application/json' },
      'x'.repeat(300 * 1024),
    )
    expect(tooLarge.status).toBe(413)
    const chunkedCart = await raw('POST', '/api/v1/sell/cart/getCart', { 'Content-Type': 'application/json' }, '{}')
    expect(chunkedCart.status).toBe(200)
  })
})

describe('kept-alive connections', () => {
  it('stay usable after a body refused unread, and a refused oversized body closes its own', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const upload = 'x'.repeat(200 * 1024)
      const sized = { 'Content-Type': 'image/png', 'Content-Length': String(upload.length) }
      // Refused as anonymous before the upload is parsed; the next request reuses the connection.
      expect((await raw('POST', '/api/v1/cognito/user/uploadImage', sized, upload, agent)).status).toBe(401)
      expect((await raw('GET', '/api/v1/health', {}, undefined, agent)).status).toBe(200)
      const big = 'x'.repeat(300 * 1024)
      const tooLarge = await raw(
        'POST',
        '/api/v1/cognito/user/login',
        { 'Content-Type': 'application/json', 'Content-Length': String(big.length) },
        big,
        agent,
      )
      expect([tooLarge.status, tooLarge.headers.connection]).toEqual([413, 'close'])
      expect((await raw('GET', '/api/v1/health', {}, undefined, agent)).status).toBe(200)
    } finally {
      agent.destroy()
    }
  })
})

describe('API answer headers', () => {
  const bearer = () => ({ Authorization: `Bearer ${token}` })

  it('account, address and cart answers are nosniff and no-store, errors included', async () => {
    const calls: [string, string, Record<string, string>, string?][] = [
      ['GET', '/api/v1/cognito/user/authUser', bearer()],
      ['GET', '/api/v1/cognito/user/myAccount', bearer()],
      ['GET', '/api/v1/cognito/user/authUser', {}],
      ['GET', '/api/v1/sell/address', bearer()],
      ['POST', '/api/v1/cognito/address', { ...bearer(), 'Content-Type': 'application/json' }, '{}'],
      ['POST', '/api/v1/sell/cart/getCart', { 'Content-Type': 'application/json' }, '{}'],
      ['POST', '/api/v1/sell/cart/cartAdd', { 'Content-Type': 'application/json' }, '{"sku_id":"x"}'],
      ['POST', '/api/v1/cognito/user/refreshToken', { 'Content-Type': 'application/json' }, '{'],
      ['GET', '/api/v1/no-such-call', {}],
      ['OPTIONS', '/api/v1/health', {}],
    ]
    for (const [method, path, headers, body] of calls) {
      const answer = await raw(method, path, headers, body)
      expect([method, path, answer.headers['x-content-type-options'], answer.headers['cache-control']]).toEqual([
        method,
        path,
        'nosniff',
        'no-store',
      ])
    }
    const login = await raw(
      'POST',
      '/api/v1/cognito/user/login',
      { 'Content-Type': 'application/json' },
      JSON.stringify({ username: email, password, fingerprint: 'headers-fingerprint-02' }),
    )
    expect(login.status).toBe(200)
    expect(login.body).toContain('access_token')
    expect(login.headers['cache-control']).toBe('no-store')
  })

  it('sends Strict-Transport-Security over https behind a trusted proxy, and not over plain http', async () => {
    expect((await raw('GET', '/api/v1/health')).headers['strict-transport-security']).toBeUndefined()
    const forwarded = { 'X-Forwarded-Proto': 'https' }
    expect((await raw('GET', '/api/v1/health', forwarded)).headers['strict-transport-security']).toBeUndefined()
    const restore = setEnvForTests({ trustProxy: { hops: 1 } })
    try {
      expect((await raw('GET', '/api/v1/health', forwarded)).headers['strict-transport-security']).toBe(
        'max-age=31536000',
      )
      expect((await raw('GET', '/api/v1/nothing', forwarded)).headers['strict-transport-security']).toBe(
        'max-age=31536000',
      )
    } finally {
      restore()
    }
  })

  it('a 429 from the API carries Retry-After', async () => {
    const answers: Answer[] = []
    for (let i = 0; i < 7; i++) {
      answers.push(
        await raw(
          'POST',
          '/api/v1/cognito/user/sendLoginLink',
          { 'Content-Type': 'application/json' },
          JSON.stringify({ email: 'flood@example.test' }),
        ),
      )
    }
    const limited = answers.filter((a) => a.status === 429)
    expect(limited.length).toBeGreaterThan(0)
    for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('parallel changes to one address', () => {
  it('answer 200 or 404, never 500, and leave the address deleted', async () => {
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const created = await server.fetch('/api/v1/cognito/address/create', {
      method: 'POST',
      headers,
      body: JSON.stringify({ street_address: '1 Wren Lane', city: 'Fremantle', postcode: '6160' }),
    })
    expect(created.status).toBe(200)
    const { id } = (await created.json()) as { id: number }
    const body = JSON.stringify({ id })
    const calls = ['delete', 'delete', 'disable', 'enable', 'delete', 'delete'].map((verb) =>
      server.fetch(`/api/v1/cognito/address/${verb}`, { method: 'POST', headers, body }),
    )
    const statuses = (await Promise.all(calls)).map((r) => r.status)
    expect(statuses.filter((s) => s !== 200 && s !== 404)).toEqual([])
    // Deleting is idempotent: deletes that overlap may each answer 200, but the address is gone.
    expect(statuses.filter((s, i) => s === 200 && [0, 1, 4, 5].includes(i)).length).toBeGreaterThan(0)
    const book = await server.fetch('/api/v1/cognito/address', {
      method: 'POST',
      headers,
      body: JSON.stringify({ include_disabled: true }),
    })
    expect(((await book.json()) as { data: { id: number }[] }).data.map((a) => a.id)).not.toContain(id)
  })

  it('refuses the NUL character in text before it reaches the database', async () => {
    const answer = await server.fetch('/api/v1/cognito/address/create', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ street_address: '1 Wren\u0000 Lane', city: 'Fremantle', postcode: '6160' }),
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ issues: [{ path: 'street_address' }] })
  })
})

describe('internal and Payload doors', () => {
  const revalidateWith = (value: string) =>
    revalidate(
      new Request('http://localhost/internal/revalidate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [REVALIDATE_HEADER]: value },
        body: JSON.stringify({ tags: ['site'] }),
      }),
    )

  it('/internal/revalidate refuses a malformed token with 403, whatever its length or bytes', async () => {
    const length = revalidationToken().length
    for (const value of ['', 'x', 'é'.repeat(length), 'ÿ'.repeat(length / 2), '0'.repeat(length), 'é'.repeat(4096)]) {
      const answer = await revalidateWith(value)
      expect([value.slice(0, 8), answer.status]).toEqual([value.slice(0, 8), 403])
    }
  })

  it('Payload REST answers 400 to a query operator the database cannot run, and still runs the rest', async () => {
    const find = (query: string) =>
      payloadRestGet(new Request(`http://localhost/api/products?${query}`), {
        params: Promise.resolve({ slug: ['products'] }),
      })
    for (const query of [
      'where[name][near]=1,2',
      'where[id][near]=1,2,3,4',
      'where[name][within]=x',
      'where[name][intersects]=x',
      'where[or][0][name][near]=1,2',
      'where[name][all][0]=a',
    ]) {
      const answer = await find(query)
      expect([query, answer.status]).toEqual([query, 400])
      expect(await answer.json()).toMatchObject({ errors: [{ name: 'QueryError' }] })
    }
    expect((await find('where[name][equals]=nothing-like-this&depth=0')).status).toBe(200)
    expect((await find('where[nowhere][equals]=1')).status).toBe(400)
  })

  it('Payload REST and GraphQL answers, tokens and personal data among them, are no-store', async () => {
    const login = await payloadRestPost(
      new Request('http://localhost/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(await login.text()).toContain('token')
    expect(login.headers.get('cache-control')).toBe('no-store')
    const products = await payloadRestGet(new Request('http://localhost/api/products?limit=1&depth=0'), {
      params: Promise.resolve({ slug: ['products'] }),
    })
    expect([products.status, products.headers.get('cache-control')]).toEqual([200, 'no-store'])
    const graphql = await payloadGraphql(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ meUser { user { email } } }' }),
      }),
    )
    expect(graphql.headers.get('cache-control')).toBe('no-store')
  })
})
