import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { limitBody } from '@/api/v1/body-limit'

class TooLarge extends Error {}

/** An app whose one route reports what its handler was given. */
function appWithLimit(maxSize: number) {
  return new Hono()
    .use(
      limitBody(maxSize, () => {
        throw new TooLarge()
      }),
    )
    .all('/', async (c) => c.json({ method: c.req.method, text: c.req.method === 'GET' ? null : await c.req.text() }))
    .onError((error, c) => (error instanceof TooLarge ? c.text('too large', 413) : c.text(String(error), 500)))
}

/** A body sent without a length, in pieces, as a chunked upload arrives. */
function chunked(...parts: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
      controller.close()
    },
  })
}

describe('the v1 body limit', () => {
  it('hands the handler a body with a Content-Length whole, and refuses a longer one unread', async () => {
    const app = appWithLimit(16)
    const post = (body: string) =>
      Promise.resolve(
        app.request('/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
          body,
        }),
      )
    const fits = await post('{"session":"é"}')
    expect(fits.status).toBe(200)
    expect(await fits.json()).toEqual({ method: 'POST', text: '{"session":"é"}' })
    const refused = await post('{"session":"far too long"}')
    expect(refused.status).toBe(413)
    expect(refused.headers.get('connection')).toBe('close')
  })

  it('reads a body without a length as it comes and refuses it once it passes the limit', async () => {
    const app = appWithLimit(16)
    const post = (...parts: string[]) =>
      Promise.resolve(app.request('/', { method: 'POST', body: chunked(...parts), duplex: 'half' } as RequestInit))
    const fits = await post('{"a":', '"b"}')
    expect(await fits.json()).toEqual({ method: 'POST', text: '{"a":"b"}' })
    expect((await post('{"a":"0123', '456789abcdef"}')).status).toBe(413)
    expect(await (await post()).json()).toEqual({ method: 'POST', text: '' })
  })

  it('leaves a GET as it came', async () => {
    let seen: Request | null = null
    const original = new Request('http://localhost/')
    const app = new Hono()
      .use(
        limitBody(16, () => {
          throw new TooLarge()
        }),
      )
      .get('/', (c) => {
        seen = c.req.raw
        return c.body(null, 204)
      })
    expect((await app.request(original)).status).toBe(204)
    expect(seen).toBe(original)
  })

  it('hands over a request that does not follow the original one’s signal', async () => {
    // Following it would add a listener to the original signal and register the new request with
    // undici's FinalizationRegistry: both are freed only by full collections, so every body would
    // leave objects in the old generation after its request ended.
    const controller = new AbortController()
    let followed: boolean | null = null
    const app = new Hono()
      .use(
        limitBody(64, () => {
          throw new TooLarge()
        }),
      )
      .post('/', (c) => {
        controller.abort()
        followed = c.req.raw.signal.aborted
        return c.body(null, 204)
      })
    const body = '{}'
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'Content-Length': String(body.length) },
      body,
      signal: controller.signal,
    })
    expect((await app.request(request)).status).toBe(204)
    expect(followed).toBe(false)
  })
})
