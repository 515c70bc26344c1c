import { createRoute, z } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'

import { DomainError } from '@/lib/domain-error'

import { handleError } from '@/api/v1/errors'
import { createRouter } from '@/api/v1/router'

/** A throwaway call with the kinds of input real calls take: a strict JSON body and a query. */
const echo = createRoute({
  method: 'post',
  path: '/echo',
  request: {
    query: z.object({ page: z.coerce.number().int().min(1).optional() }),
    body: {
      content: {
        'application/json': {
          schema: z.object({ qty: z.number().int().min(1).max(999), note: z.string().max(20) }).strict(),
        },
      },
      required: true,
    },
  },
  responses: {
    200: { description: 'echo', content: { 'application/json': { schema: z.object({ qty: z.number() }) } } },
  },
})

const app = createRouter()
  .openapi(echo, (c) => {
    const { qty } = c.req.valid('json')
    if (qty === 13) throw new DomainError('sold_out')
    if (qty === 666) throw new Error('boom')
    return c.json({ qty }, 200)
  })
  .onError(handleError)

const post = (body: string, query = '', type = 'application/json') =>
  app.request(`/echo${query}`, { method: 'POST', headers: { 'Content-Type': type }, body })

describe('v1 request validation', () => {
  it('passes a good request through', async () => {
    const response = await post(JSON.stringify({ qty: 2, note: 'hi' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ qty: 2 })
  })

  it('refuses malformed JSON with 400', async () => {
    const response = await post('{"qty": 2,')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      success: false,
      text_code: 'BAD_REQUEST',
      message: expect.stringMatching(/JSON/i),
    })
  })

  it('names the field with the wrong type', async () => {
    const response = await post(JSON.stringify({ qty: 'two', note: 'hi' }))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body).toMatchObject({ success: false, text_code: 'VALIDATION_FAILED' })
    expect(body.issues).toEqual([expect.objectContaining({ path: 'qty' })])
  })

  it('refuses unknown fields', async () => {
    const response = await post(JSON.stringify({ qty: 2, note: 'hi', price: 0.01 }))
    expect(response.status).toBe(400)
    expect((await response.json()).issues).toEqual([{ path: '', message: 'Unknown field: price' }])
  })

  it('refuses out-of-range numbers and bad query values', async () => {
    expect((await post(JSON.stringify({ qty: 0, note: '' }))).status).toBe(400)
    expect((await post(JSON.stringify({ qty: 1000, note: '' }))).status).toBe(400)
    expect((await post(JSON.stringify({ qty: 1, note: '' }), '?page=-1')).status).toBe(400)
  })

  it('refuses a body that is not JSON', async () => {
    const response = await post('qty=2', '', 'application/x-www-form-urlencoded')
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('keeps the status of a deliberate error and hides an unexpected one', async () => {
    const conflict = await post(JSON.stringify({ qty: 13, note: '' }))
    expect(conflict.status).toBe(409)
    expect(await conflict.json()).toEqual({
      success: false,
      text_code: 'CONFLICT',
      message: 'Sorry, this item is sold out.',
    })
    const failure = await post(JSON.stringify({ qty: 666, note: '' }))
    expect(failure.status).toBe(500)
    expect((await failure.json()).message).not.toContain('boom')
  })
})
