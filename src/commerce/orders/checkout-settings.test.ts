import { describe, expect, it } from 'vitest'

import { surchargeCents, type CheckoutSettingsValues } from '@/commerce/orders/checkout-settings'

const settings = (stripe: number, test = 0): CheckoutSettingsValues => ({
  holdMinutes: 15,
  ordersEmail: null,
  surchargePercent: { stripe, test, credit: 0 },
})

describe('surchargeCents', () => {
  it('is nothing by default', () => {
    expect(surchargeCents(settings(0), 'stripe', 98_000)).toBe(0)
  })

  it('takes the gateway’s percentage of the amount, to the nearest cent', () => {
    expect(surchargeCents(settings(1.5), 'stripe', 98_000)).toBe(1470)
    expect(surchargeCents(settings(1.75), 'stripe', 12_345)).toBe(216)
    expect(surchargeCents(settings(1.5, 0.3), 'test', 10_000)).toBe(30)
  })
})
