import { describe, expect, it } from 'vitest'

import { applyPromotion, type PromotionRule } from '@/commerce/checkout/promotion-rules'

const now = new Date('2026-11-24T03:00:00Z')
const rule: PromotionRule = { code: 'SPRING', kind: 'percent', value: 10 }
const lines = [
  { totalCents: 120000, groupIds: [1] },
  { totalCents: 8000, groupIds: [2] },
]
const apply = (changes: Partial<PromotionRule>, customerUses = 0) =>
  applyPromotion({ ...rule, ...changes }, { lines, now, customerUses })

describe('applyPromotion', () => {
  it('applies a percentage or a fixed amount to the whole order', () => {
    expect(apply({})).toEqual({ ok: true, discount: { kind: 'percent', percent: 10 }, baseCents: 128000 })
    expect(apply({ kind: 'fixed', value: 25.5 })).toMatchObject({ ok: true, discount: { kind: 'fixed', cents: 2550 } })
  })

  it('limits the discount to the eligible categories', () => {
    expect(apply({ categories: [2] })).toMatchObject({ ok: true, baseCents: 8000 })
    expect(apply({ categories: [9] })).toEqual({ ok: false, refusal: { code: 'promotion_no_items' } })
  })

  it('says why a code does not apply', () => {
    expect(applyPromotion(null, { lines, now, customerUses: 0 })).toMatchObject({
      refusal: { code: 'promotion_unknown' },
    })
    expect(apply({ enabled: false })).toMatchObject({ refusal: { code: 'promotion_unknown' } })
    expect(apply({ starts_at: '2026-12-01T00:00:00Z' })).toMatchObject({ refusal: { code: 'promotion_not_started' } })
    expect(apply({ ends_at: '2026-11-24T03:00:00Z' })).toMatchObject({ refusal: { code: 'promotion_expired' } })
    expect(apply({ usage_limit: 5, times_used: 5 })).toMatchObject({ refusal: { code: 'promotion_used_up' } })
    expect(apply({ per_customer_limit: 1 }, 1)).toMatchObject({ refusal: { code: 'promotion_used_by_you' } })
    expect(apply({ min_spend: 2000 })).toEqual({
      ok: false,
      refusal: { code: 'promotion_min_spend', params: { amount: 2000 } },
    })
  })

  it('applies inside its dates and limits', () => {
    expect(
      apply({ starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z', usage_limit: 5, times_used: 4 }),
    ).toMatchObject({ ok: true })
    expect(apply({ min_spend: 1280 })).toMatchObject({ ok: true })
  })
})
