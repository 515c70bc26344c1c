import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { API_TIMEOUT_MS, createApiClient, type HeldSession, type SessionStore } from '@/client/api-client'
import type { Tokens } from '@/client/api-endpoints'

type Answer = { status: number; body: unknown }
type Handler = (path: string, init: RequestInit) => Answer | Promise<Answer>

const NOW = Date.parse('2030-01-01T00:00:00Z')
const seconds = (ms: number) => Math.floor(ms / 1000)

/** Stands in for the server: each request is handed to `handler` and its answer sent as JSON. */
function fakeServer(handler: Handler) {
  const requests: { path: string; init: RequestInit }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api\/v1/, '')
    requests.push({ path, init })
    const { status, body } = await handler(path, init)
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return { requests, paths: () => requests.map((r) => r.path) }
}

function memorySession(initial: HeldSession | null): SessionStore & { held: HeldSession | null } {
  return {
    held: initial,
    read() {
      return this.held
    },
    save(tokens: Tokens) {
      this.held = {
        expires_at: tokens.expires_at,
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
      }
    },
    clear() {
      this.held = null
    },
  }
}

function client(session: SessionStore, mode: 'cookie' | 'bearer' = 'cookie') {
  const onLoggedOut = vi.fn()
  const api = createApiClient({
    mode,
    session,
    fingerprint: () => 'fingerprint-0123456789',
    onLoggedOut,
    now: () => NOW,
  })
  return { api, onLoggedOut }
}

const ok = (body: unknown): Answer => ({ status: 200, body })
const fail = (status: number, text_code: string, message = 'No.'): Answer => ({
  status,
  body: { success: false, text_code, message },
})
const tokens = (expiresAt: number, suffix = '2') =>
  ok({ success: true, expires_at: expiresAt, access_token: `access-${suffix}`, refresh_token: `refresh-${suffix}` })
const balance = ok({ balance: 12.5 })
/** A session with ten minutes left: no refresh is due before a call. */
const freshSession = (): HeldSession => ({
  expires_at: seconds(NOW) + 600,
  access_token: 'access-1',
  refresh_token: 'refresh-1',
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('timeout and network failure', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW })
  })

  it('gives up after 50 000 ms and aborts the request', async () => {
    let signal: AbortSignal | null | undefined
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => {
        signal = init.signal
        return new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        )
      }),
    )
    const { api } = client(memorySession(null))
    let settled = false
    const result = api.call('/cognito/user/creditBalance').finally(() => (settled = true))

    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    expect(signal?.aborted).toBe(false)

    await vi.advanceTimersByTimeAsync(1)
    expect(signal?.aborted).toBe(true)
    expect(await result).toMatchObject({ ok: false, status: 0, error: { text_code: 'TIMEOUT' } })
    expect(API_TIMEOUT_MS).toBe(50_000)
  })

  it('says "Network Error" when the request cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const { api } = client(memorySession(null))
    expect(await api.call('/cognito/user/creditBalance')).toEqual({
      ok: false,
      status: 0,
      error: { success: false, text_code: 'NETWORK', message: 'Network Error' },
    })
  })
})

describe('TOKEN_EXPIRED', () => {
  it.each([401, 422])('after a %i, refreshes once and retries once', async (status) => {
    let expired = true
    const server = fakeServer((path) => {
      if (path === '/cognito/user/refreshToken') {
        expired = false
        return tokens(seconds(NOW) + 900)
      }
      return expired ? fail(status, 'TOKEN_EXPIRED', 'The session has expired.') : balance
    })
    const session = memorySession(freshSession())
    const { api, onLoggedOut } = client(session)

    expect(await api.call('/cognito/user/creditBalance')).toEqual({ ok: true, status: 200, data: { balance: 12.5 } })
    expect(server.paths()).toEqual([
      '/cognito/user/creditBalance',
      '/cognito/user/refreshToken',
      '/cognito/user/creditBalance',
    ])
    expect(session.held?.expires_at).toBe(seconds(NOW) + 900)
    expect(onLoggedOut).not.toHaveBeenCalled()
  })

  it('retries only once, whatever the second answer', async () => {
    const server = fakeServer((path) =>
      path === '/cognito/user/refreshToken' ? tokens(seconds(NOW) + 900) : fail(401, 'TOKEN_EXPIRED'),
    )
    const { api } = client(memorySession(freshSession()))

    expect(await api.call('/cognito/user/creditBalance')).toMatchObject({
      ok: false,
      status: 401,
      error: { text_code: 'TOKEN_EXPIRED' },
    })
    expect(server.paths()).toEqual([
      '/cognito/user/creditBalance',
      '/cognito/user/refreshToken',
      '/cognito/user/creditBalance',
    ])
  })

  it('lets parallel calls share one refresh', async () => {
    let expired = true
    const server = fakeServer((path) => {
      if (path !== '/cognito/user/refreshToken') return expired ? fail(401, 'TOKEN_EXPIRED') : balance
      expired = false
      return tokens(seconds(NOW) + 900)
    })
    const { api } = client(memorySession(freshSession()))

    const results = await Promise.all([
      api.call('/cognito/user/creditBalance'),
      api.call('/cognito/user/creditBalance'),
      api.call('/cognito/user/creditBalance'),
    ])
    expect(results.every((r) => r.ok)).toBe(true)
    expect(server.paths().filter((p) => p === '/cognito/user/refreshToken')).toHaveLength(1)
  })

  it('sends the new bearer token on the retry', async () => {
    const server = fakeServer((path, init) => {
      if (path === '/cognito/user/refreshToken') return tokens(seconds(NOW) + 900)
      return new Headers(init.headers).get('authorization') === 'Bearer access-2' ? balance : fail(401, 'TOKEN_EXPIRED')
    })
    const { api } = client(memorySession(freshSession()), 'bearer')

    expect((await api.call('/cognito/user/creditBalance')).ok).toBe(true)
    expect(JSON.parse(String(server.requests[1].init.body))).toEqual({
      refresh_token: 'refresh-1',
      fingerprint: 'fingerprint-0123456789',
    })
  })

  it('logs out when the refresh is refused', async () => {
    fakeServer((path) =>
      path === '/cognito/user/refreshToken' ? fail(401, 'TOKEN_INVALID') : fail(401, 'TOKEN_EXPIRED'),
    )
    const session = memorySession(freshSession())
    const { api, onLoggedOut } = client(session)

    expect(await api.call('/cognito/user/creditBalance')).toMatchObject({ ok: false, loggedOut: true })
    expect(session.held).toBeNull()
    expect(onLoggedOut).toHaveBeenCalledTimes(1)
  })
})

describe('the end of a session', () => {
  it.each([
    ['TOKEN_INVALID', fail(401, 'TOKEN_INVALID', 'Please log in again.')],
    ['"Signature verification failed"', fail(401, 'TOKEN_INVALID', 'Signature verification failed')],
    ['"Signature verification failed" under another code', fail(400, 'BAD_REQUEST', 'Signature verification failed')],
  ])('%s logs out and sends the visitor home', async (_name, answer) => {
    const server = fakeServer(() => answer)
    const session = memorySession(freshSession())
    const { api, onLoggedOut } = client(session)

    expect(await api.call('/cognito/user/authUser')).toMatchObject({ ok: false, loggedOut: true })
    expect(session.held).toBeNull()
    expect(onLoggedOut).toHaveBeenCalledTimes(1)
    expect(server.paths()).toEqual(['/cognito/user/authUser'])
  })

  it('leaves an anonymous visitor and a failed sign-in alone', async () => {
    fakeServer(() => fail(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password.'))
    const session = memorySession(freshSession())
    const { api, onLoggedOut } = client(session)

    const result = await api.call('/cognito/user/login', {
      body: { username: 'a@example.com', password: 'nope', fingerprint: 'fingerprint-0123456789' },
    })
    expect(result).toMatchObject({ ok: false, status: 401, error: { message: 'Wrong e-mail or password.' } })
    expect(session.held).not.toBeNull()
    expect(onLoggedOut).not.toHaveBeenCalled()
  })
})

describe('refresh before a call', () => {
  it('refreshes first when under 30 s remain', async () => {
    const server = fakeServer((path) => (path === '/cognito/user/refreshToken' ? tokens(seconds(NOW) + 900) : balance))
    const session = memorySession({
      expires_at: seconds(NOW) + 29,
      access_token: 'access-1',
      refresh_token: 'refresh-1',
    })
    const { api } = client(session)

    expect((await api.call('/cognito/user/creditBalance')).ok).toBe(true)
    expect(server.paths()).toEqual(['/cognito/user/refreshToken', '/cognito/user/creditBalance'])
    expect(new Headers(server.requests[1].init.headers).get('x-atelier-session')).toBe('cookie')
    expect(JSON.parse(String(server.requests[0].init.body))).toEqual({ fingerprint: 'fingerprint-0123456789' })
  })

  it('does not refresh with more than 30 s left', async () => {
    const server = fakeServer(() => balance)
    const { api } = client(memorySession({ expires_at: seconds(NOW) + 31 }))

    await api.call('/cognito/user/creditBalance')
    expect(server.paths()).toEqual(['/cognito/user/creditBalance'])
  })

  it('keeps the session when the refresh gets no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const session = memorySession({ expires_at: seconds(NOW) + 10 })
    const { api, onLoggedOut } = client(session)

    expect(await api.refresh()).toBe('failed')
    expect(session.held).not.toBeNull()
    expect(onLoggedOut).not.toHaveBeenCalled()
  })
})

describe('requests', () => {
  it('puts a query in the address and a body in JSON', async () => {
    const server = fakeServer(() => ok({ data: [] }))
    const { api } = client(memorySession(null))

    await api.call('/sell/search', { query: { q: 'blue wren', page_size: 48 } })
    await api.call('/sell/cart/getCart', { body: { session: null } })
    expect(server.requests[0]).toMatchObject({
      path: '/sell/search?q=blue+wren&page_size=48',
      init: { method: 'GET', body: undefined },
    })
    expect(server.requests[1]).toMatchObject({
      path: '/sell/cart/getCart',
      init: { method: 'POST', body: '{"session":null}' },
    })
  })
})

describe('the language of the answers', () => {
  it('asks for the page’s language (<html lang>) on every call, as it is when the call is made', async () => {
    const server = fakeServer(() => ok({ data: [] }))
    vi.stubGlobal('document', { documentElement: { lang: 'de' } })
    const { api } = client(memorySession(null))
    await api.call('/sell/cart/getCart', { body: { session: null } })
    vi.stubGlobal('document', { documentElement: { lang: 'pt-BR' } })
    await api.call('/sell/cart/getCart', { body: { session: null } })
    expect(server.requests.map((r) => new Headers(r.init.headers).get('accept-language'))).toEqual(['de', 'pt-BR'])
  })

  it('sends no Accept-Language outside a page, or for a page without a language', async () => {
    const server = fakeServer(() => ok({ data: [] }))
    const { api } = client(memorySession(null))
    await api.call('/sell/cart/getCart', { body: { session: null } })
    vi.stubGlobal('document', { documentElement: { lang: '' } })
    await api.call('/sell/cart/getCart', { body: { session: null } })
    expect(server.requests.map((r) => new Headers(r.init.headers).has('accept-language'))).toEqual([false, false])
  })
})
