import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'

import { DomainError, domainErrorCodes } from '@/lib/domain-error'

import { domainErrorAnswers } from '@/api/v1/domain-errors'
import { handleError } from '@/api/v1/errors'

function answer(error: Error) {
  const app = new Hono()
  app.get('/', () => {
    throw error
  })
  app.onError(handleError)
  return app.request('/')
}

describe('429 answers', () => {
  it('carry Retry-After for every domain code answered with 429, with or without a known window', async () => {
    const limited = domainErrorCodes.filter((code) => domainErrorAnswers[code][0] === 429)
    expect(limited).toEqual(expect.arrayContaining(['rate_limited', 'password_attempts_exceeded']))
    for (const code of limited) {
      const bare = await answer(new DomainError(code, { minutes: 3 }))
      expect([code, bare.status, bare.headers.get('Retry-After')]).toEqual([code, 429, '60'])
      const timed = await answer(new DomainError(code, { minutes: 3, retryAfter: 170 }))
      expect([code, timed.headers.get('Retry-After')]).toEqual([code, '170'])
    }
  })

  it('carry Retry-After when Hono itself refuses with 429', async () => {
    const plain = await answer(new HTTPException(429, { message: 'Slow down.' }))
    expect([plain.status, plain.headers.get('Retry-After')]).toEqual([429, '60'])
    const own = await answer(
      new HTTPException(429, { res: new Response(null, { status: 429, headers: { 'Retry-After': '5' } }) }),
    )
    expect(own.headers.get('Retry-After')).toBe('5')
  })
})
