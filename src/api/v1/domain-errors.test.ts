import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { DomainError, domainErrorCodes } from '@/lib/domain-error'
import { messageOf } from '@/lib/domain-error-messages'
import { LOCALES } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

import { domainErrorAnswers } from '@/api/v1/domain-errors'
import { errorCodes } from '@/api/v1/error-codes'
import { handleError } from '@/api/v1/errors'

const sample = { name: 'Frame', value: 'Gold', min: 2, max: 10, minutes: 3, by: 'key', retryAfter: 170, amount: 120 }

function answer(error: Error, acceptLanguage?: string) {
  const app = new Hono()
  app.get('/', () => {
    throw error
  })
  app.onError(handleError)
  return app.request('/', { headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} })
}

describe('domain errors at the v1 edge', () => {
  it('gives every domain code a 4xx or 5xx answer, a known text_code and a message', () => {
    for (const code of domainErrorCodes) {
      const [status, textCode] = domainErrorAnswers[code]
      expect(status, code).toBeGreaterThanOrEqual(400)
      expect(errorCodes, code).toContain(textCode)
      const message = messageOf(code, sample)
      expect(message.length, code).toBeGreaterThan(5)
      expect(message, code).not.toMatch(/undefined|\[object/)
    }
  })

  it('answers with the status, text_code and message of the code, fields as issues', async () => {
    const response = await answer(new DomainError('profile_fields_locked', {}, [{ path: 'abn', code: 'field_locked' }]))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      success: false,
      text_code: 'FORBIDDEN',
      message: 'These fields cannot be changed here.',
      issues: [{ path: 'abn', message: 'Editing this field is turned off.' }],
    })
  })

  it('fills in the values a message needs', async () => {
    const response = await answer(new DomainError('addon_qty_out_of_range', { name: 'Extra cards', min: 0, max: 10 }))
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('Choose between 0 and 10 for "Extra cards".')
  })

  it('tells a rate-limited caller when to come back, and a busy database to retry', async () => {
    const limited = await answer(new DomainError('rate_limited', { minutes: 3, retryAfter: 170 }))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('170')
    expect((await limited.json()).message).toBe('Too many attempts. Please try again in 3 minutes.')
    const busy = await answer(new DomainError('database_busy'))
    expect(busy.status).toBe(503)
    expect(busy.headers.get('retry-after')).toBe('1')
  })

  it("keeps the texts the spec's client acts on, in every language", async () => {
    expect(messageOf('token_signature_invalid')).toBe('Signature verification failed')
    expect(messageOf('oauth_bad_state')).toBe('Bad state please try again')
    expect(domainErrorAnswers.token_expired).toEqual([401, 'TOKEN_EXPIRED'])
    for (const locale of LOCALES) {
      const t = await serverTranslator(locale, 'errors')
      expect(messageOf('token_signature_invalid', {}, t), locale).toBe('Signature verification failed')
      expect(messageOf('oauth_bad_state', {}, t), locale).toBe('Bad state please try again')
    }
  })

  it('answers in the language of Accept-Language with the same status and text_code', async () => {
    const error = () => new DomainError('profile_fields_locked', {}, [{ path: 'abn', code: 'field_locked' }])
    const german = await answer(error(), 'de-AT,de;q=0.9,en;q=0.5')
    expect(german.status).toBe(403)
    expect(await german.json()).toEqual({
      success: false,
      text_code: 'FORBIDDEN',
      message: 'Diese Felder können hier nicht geändert werden.',
      issues: [{ path: 'abn', message: 'Dieses Feld kann nicht bearbeitet werden.' }],
    })
    const values = await answer(
      new DomainError('addon_qty_out_of_range', { name: 'Extra cards', min: 0, max: 10 }),
      'de',
    )
    expect((await values.json()).message).toBe('Wählen Sie für „Extra cards“ einen Wert zwischen 0 und 10.')
    const plural = await answer(new DomainError('rate_limited', { minutes: 1, retryAfter: 50 }), 'de')
    expect((await plural.json()).message).toBe('Zu viele Versuche. Bitte versuchen Sie es in 1 Minute noch einmal.')
  })

  it('answers English for a malformed or unspoken Accept-Language', async () => {
    for (const header of ['de_DE', ';;;', 'xx!!, *', 'nl']) {
      const response = await answer(new DomainError('sold_out'), header)
      expect(await response.json(), header).toMatchObject({
        text_code: 'CONFLICT',
        message: 'Sorry, this item is sold out.',
      })
    }
  })

  it('says every code in German, not in English', async () => {
    const t = await serverTranslator('de', 'errors')
    for (const code of domainErrorCodes) {
      const german = messageOf(code, sample, t)
      if (code === 'token_signature_invalid' || code === 'oauth_bad_state') continue
      expect(german, code).not.toBe(messageOf(code, sample))
      expect(german, code).not.toMatch(/undefined|\[object|\{/)
    }
  })
})
