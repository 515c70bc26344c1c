import { describe, expect, it } from 'vitest'

import { countryCode, isDomestic } from '@/commerce/checkout/country'

describe('countryCode', () => {
  it('reads names, codes and common short forms', () => {
    expect(countryCode('Australia')).toBe('AU')
    expect(countryCode(' new zealand ')).toBe('NZ')
    expect(countryCode('jp')).toBe('JP')
    expect(countryCode('UK')).toBe('GB')
    expect(countryCode('United States')).toBe('US')
    expect(countryCode('USA')).toBe('US')
  })

  it('answers null for what is not a country', () => {
    expect(countryCode('Atlantis')).toBeNull()
    expect(countryCode('XX')).toBeNull()
    expect(countryCode('')).toBeNull()
  })

  it('counts an Australian or empty country as domestic, every other as an export', () => {
    expect(isDomestic('Australia')).toBe(true)
    expect(isDomestic('AU')).toBe(true)
    expect(isDomestic('')).toBe(true)
    expect(isDomestic('Japan')).toBe(false)
    expect(isDomestic('Atlantis')).toBe(false)
  })
})
