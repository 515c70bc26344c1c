import { describe, expect, it } from 'vitest'

import { markDevice, trustedDevice } from '@/accounts/trusted-device'

describe('device marks', () => {
  it('a mark made for an address is recognised for it, in any case, and for no other', () => {
    const cookie = markDevice(null, 'Artist@Studio.example')
    expect(trustedDevice(cookie, 'artist@studio.example')).toMatch(/^[\w-]{22}$/)
    expect(trustedDevice(cookie, ' ARTIST@studio.example ')).toBe(trustedDevice(cookie, 'artist@studio.example'))
    expect(trustedDevice(cookie, 'someone@else.example')).toBeNull()
  })

  it('keeps a few addresses per browser, newest first, one mark each', () => {
    let cookie = markDevice(null, 'a@example.test')
    cookie = markDevice(cookie, 'b@example.test')
    const firstB = trustedDevice(cookie, 'b@example.test')
    cookie = markDevice(cookie, 'b@example.test')
    expect(cookie.split('~')).toHaveLength(2)
    expect(trustedDevice(cookie, 'b@example.test')).not.toBe(firstB)
    expect(trustedDevice(cookie, 'a@example.test')).toBeTruthy()
    for (let i = 0; i < 10; i++) cookie = markDevice(cookie, `n${i}@example.test`)
    expect(cookie.split('~')).toHaveLength(5)
    expect(trustedDevice(cookie, 'a@example.test')).toBeNull()
  })

  it('reads forged, altered and oversized cookies as no mark', () => {
    const cookie = markDevice(null, 'a@example.test')
    const [id, signature] = cookie.split('.')
    const altered = `${id}.${signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`
    for (const bad of [
      altered,
      `${id}`,
      'x.y.z',
      '',
      '~~~',
      `${cookie}~`.repeat(40),
      `${'a'.repeat(22)}.${'0'.repeat(64)}`,
    ])
      expect(trustedDevice(bad, 'a@example.test')).toBeNull()
    // Garbage among the marks is dropped when a new one is written.
    expect(markDevice(`garbage~${cookie}`, 'b@example.test').split('~')).toHaveLength(2)
  })
})
