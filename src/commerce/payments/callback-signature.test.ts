import { describe, expect, it } from 'vitest'

import { signCallback, verifyCallback } from '@/commerce/payments/callback-signature'

const secret = 'whsec_test_secret'
const body = '{"token":"abc"}'

describe('callback signatures', () => {
  it('accepts a fresh signature of the same body and secret', () => {
    expect(verifyCallback(secret, body, signCallback(secret, body))).toBe(true)
  })

  it('refuses another body, another secret, a missing or malformed header', () => {
    const header = signCallback(secret, body)
    expect(verifyCallback(secret, '{"token":"abd"}', header)).toBe(false)
    expect(verifyCallback('whsec_other', body, header)).toBe(false)
    expect(verifyCallback(secret, body, null)).toBe(false)
    expect(verifyCallback(secret, body, 'v1=deadbeef')).toBe(false)
    expect(verifyCallback(secret, body, 't=abc,v1=00')).toBe(false)
  })

  it('refuses a signature older than 300 s or from the future', () => {
    const now = Date.now()
    const at = (seconds: number) => signCallback(secret, body, Math.floor(now / 1000) + seconds)
    expect(verifyCallback(secret, body, at(-299), now)).toBe(true)
    expect(verifyCallback(secret, body, at(-301), now)).toBe(false)
    expect(verifyCallback(secret, body, at(301), now)).toBe(false)
  })
})
