import { describe, expect, it } from 'vitest'

import { formatPrice, toCents, toDollars } from '@/commerce/money'

describe('money', () => {
  it('adds in cents, so sums of dollar prices do not drift', () => {
    expect(toDollars(toCents(0.1) + toCents(0.2))).toBe(0.3)
    expect(toCents(19.99) * 3).toBe(5997)
    expect(toCents(null)).toBe(0)
  })

  it('formats dollars the Australian way with two decimals', () => {
    expect(formatPrice(1250)).toBe('$1,250.00')
    expect(formatPrice(1200)).toBe('$1,200.00')
    expect(formatPrice(0.5)).toBe('$0.50')
    expect(formatPrice(-12)).toBe('-$12.00')
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89')
  })

  it('formats as before when the locale is given as en-AU or plain English', () => {
    for (const dollars of [0, 0.5, 9.09, 77.5, 1250, 1234567.891, -12]) {
      const before = `${dollars < 0 ? '-' : ''}$${Math.abs(dollars).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
      expect(formatPrice(dollars, 'en-AU')).toBe(before)
      expect(formatPrice(dollars, 'en')).toBe(before)
    }
  })

  it('takes grouping and decimal mark from the locale, keeping the $ in front', () => {
    expect(formatPrice(1250.5, 'de')).toBe('$1.250,50')
    expect(formatPrice(-1250.5, 'de')).toBe('-$1.250,50')
    expect(formatPrice(1250.5, 'fr')).toBe('$1\u202f250,50')
    expect(formatPrice(1250.5, 'ja')).toBe('$1,250.50')
  })
})
