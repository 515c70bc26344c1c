import { describe, expect, it } from 'vitest'

import { allowsPlainHttp } from '@/accounts/oauth2-config'

describe('allowsPlainHttp', () => {
  it('allows http only to a loopback host', () => {
    for (const issuer of ['http://localhost:4000', 'http://127.0.0.1:9', 'http://[::1]:4000/realm'])
      expect(allowsPlainHttp(issuer)).toBe(true)
  })

  it('never to another host, however it is spelt, and https needs no exception', () => {
    for (const issuer of [
      'http://id.example',
      'http://localhost.evil.example',
      'http://127.0.0.1.evil.example',
      'http://10.0.0.1',
      'https://localhost',
      'https://id.example',
    ]) {
      expect(allowsPlainHttp(issuer)).toBe(false)
    }
  })
})
