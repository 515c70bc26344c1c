import { createRoute, z } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'

import { slugSchema } from '@/content/slug'

import { handleError } from '@/api/v1/errors'
import { createRouter } from '@/api/v1/router'
import { fingerprint } from '@/api/v1/schemas/account'
import { CartUpdateBody } from '@/api/v1/schemas/cart'
import { imageAspect } from '@/api/v1/schemas/query'

/** A call whose body has the kinds of rule real calls have: the API's own texts and zod's kinds. */
const form = createRoute({
  method: 'post',
  path: '/form',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z
            .object({
              email: z.string().email(),
              name: z.string().trim().min(1).max(5),
              password: z.string().min(8),
              age: z.number().int().min(18),
              size: z.enum(['small', 'large']),
              tags: z.array(z.string()).max(2),
              fingerprint,
              slug: slugSchema.optional(),
            })
            .strict(),
        },
      },
      required: true,
    },
  },
  responses: { 200: { description: 'ok' } },
})
const update = createRoute({
  method: 'post',
  path: '/update',
  request: { body: { content: { 'application/json': { schema: CartUpdateBody } }, required: true } },
  responses: { 200: { description: 'ok' } },
})

const app = createRouter()
  .openapi(form, (c) => c.body(null, 200))
  .openapi(update, (c) => c.body(null, 200))
  .get('/aspect', (c) => c.json({ aspect: imageAspect.parse(c.req.query('aspect')) }))
  .onError(handleError)

const good = {
  email: 'ada@example.test',
  name: 'Ada',
  password: 'long enough',
  age: 30,
  size: 'small',
  tags: [],
  fingerprint: 'fingerprint-0123456789',
}

/** The good body without one of its fields. */
const without = (field: keyof typeof good) => Object.fromEntries(Object.entries(good).filter(([key]) => key !== field))

async function issues(path: string, body: unknown, language?: string) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(400)
  const answer = (await response.json()) as { message: string; text_code: string; issues: Record<string, string>[] }
  expect(answer.text_code).toBe('VALIDATION_FAILED')
  return { message: answer.message, byPath: Object.fromEntries(answer.issues.map((i) => [i.path, i.message])) }
}

describe('validation messages', () => {
  it('tell a missing field from one of the wrong type', async () => {
    expect((await issues('/form', without('email'))).byPath).toEqual({ email: 'This field is required.' })
    expect((await issues('/form', { ...good, age: 'thirty' })).byPath).toEqual({ age: 'Please enter a number.' })
    expect((await issues('/form', { ...good, age: 30.5 })).byPath).toEqual({ age: 'Please enter a whole number.' })
  })

  it('say the limits of lengths, numbers, lists and choices', async () => {
    const { byPath } = await issues('/form', {
      ...good,
      email: 'not an address',
      name: ' ',
      password: 'short',
      age: 12,
      size: 'huge',
      tags: ['a', 'b', 'c'],
    })
    expect(byPath).toEqual({
      email: 'Please enter a valid e-mail address.',
      name: 'Please fill in this field.',
      password: 'At least 8 characters.',
      age: 'At least 18.',
      size: 'Choose one of: small, large.',
      tags: 'At most 2 entries.',
    })
    expect((await issues('/form', { ...good, name: 'Adelaide' })).byPath).toEqual({ name: 'At most 5 characters.' })
  })

  it('keep the API’s own words for its rules, and name unknown fields', async () => {
    expect((await issues('/form', { ...good, fingerprint: 'x', slug: 'Not A Slug' })).byPath).toEqual({
      fingerprint: 'A fingerprint is 8 to 64 letters, digits, - or _.',
      slug: 'Use lower-case letters, digits and dashes.',
    })
    expect((await issues('/update', { id: 1, qty: 0 })).byPath).toEqual({ qty: 'The quantity is at least 1.' })
    expect((await issues('/form', { ...good, price: 1, total: 2 })).byPath).toEqual({
      '': 'Unknown fields: price, total',
    })
  })

  it('are in the language of Accept-Language, with the same paths', async () => {
    const german = await issues(
      '/form',
      { ...without('email'), password: 'short', age: 12, fingerprint: 'x', extra: 1 },
      'de',
    )
    expect(german.message).toBe('Die Anfrage ist ungültig.')
    expect(german.byPath).toEqual({
      email: 'Dieses Feld ist erforderlich.',
      password: 'Mindestens 8 Zeichen.',
      age: 'Mindestens 18.',
      fingerprint: 'Ein Fingerabdruck besteht aus 8 bis 64 Buchstaben, Ziffern, - oder _.',
      '': 'Unbekanntes Feld: extra',
    })
    expect((await issues('/update', { id: 1, qty: 1000 }, 'de-CH')).byPath).toEqual({
      qty: 'Die Menge ist höchstens 999.',
    })
  })

  it('translate a schema that fails inside a handler', async () => {
    const response = await app.request('/aspect?aspect=wide', { headers: { 'Accept-Language': 'de' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      text_code: 'VALIDATION_FAILED',
      issues: [{ path: '', message: 'Unbekanntes Bildformat.' }],
    })
  })
})
