import { describe, expect, it } from 'vitest'

import { formatPrice, toCents, toDollars } from './money'

describe('money', () => {
  it('adds in cents, so sums of dollar prices do not drift', () => {
    expect(toDollars(toCents(0.1) + toCents(0.2))).toBe(0.3)
    expect(toCents(19.99) * 3).toBe(5997)
    expect(toCents(null)).toBe(0)
  })

  it('formats dollars the Australian way with two decimals', () => {
    expect(formatPrice(1250)).toBe('$1,250.00')
    expect(formatPrice(0.5)).toBe('$0.50')
    expect(formatPrice(-12)).toBe('-$12.00')
  })
})
