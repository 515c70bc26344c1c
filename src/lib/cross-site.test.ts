import { describe, expect, it } from 'vitest'

import { isCrossSite } from '@/lib/cross-site'

const from = (headers: Record<string, string>) => (name: string) => headers[name]

describe('isCrossSite', () => {
  it('believes the browser’s Sec-Fetch-Site', () => {
    expect(isCrossSite(from({ 'sec-fetch-site': 'cross-site' }))).toBe(true)
    expect(isCrossSite(from({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }))).toBe(false)
    expect(isCrossSite(from({ 'sec-fetch-site': 'same-site' }))).toBe(false)
    expect(isCrossSite(from({ 'sec-fetch-site': 'none' }))).toBe(false)
  })

  it('without it, compares the Origin with the host asked', () => {
    expect(isCrossSite(from({ origin: 'https://evil.example', host: 'isla.example' }))).toBe(true)
    expect(isCrossSite(from({ origin: 'https://isla.example', host: 'isla.example' }))).toBe(false)
    expect(isCrossSite(from({ origin: 'not a url', host: 'isla.example' }))).toBe(true)
    expect(isCrossSite(from({ origin: 'null', host: 'isla.example' }))).toBe(false)
  })

  it('is not for a client that sends neither (curl, an app)', () => {
    expect(isCrossSite(from({ host: 'isla.example' }))).toBe(false)
  })
})
