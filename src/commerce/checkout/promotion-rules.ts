import type { Refusal } from '@/lib/domain-error'

import { toCents } from '@/commerce/money'
import type { Discount } from '@/commerce/pricing'

/** A promotion as the artist set it up (the fields its rules need). */
export type PromotionRule = {
  code: string
  enabled?: boolean | null
  kind: 'percent' | 'fixed'
  value: number
  min_spend?: number | null
  starts_at?: string | null
  ends_at?: string | null
  usage_limit?: number | null
  per_customer_limit?: number | null
  times_used?: number | null
  /** Product categories (group ids); none means every item. */
  categories?: readonly number[] | null
}

/** A line of the order as the promotion sees it: what it costs and the categories of its product. */
export type PromotionLine = { totalCents: number; groupIds: readonly number[] }

export type PromotionContext = {
  lines: readonly PromotionLine[]
  now: Date
  /** Orders of this customer already holding the code (awaiting payment or paid). */
  customerUses: number
}

export type PromotionResult = { ok: true; discount: Discount; baseCents: number } | { ok: false; refusal: Refusal }

const refuse = (code: Refusal['code'], params?: Refusal['params']): PromotionResult => ({
  ok: false,
  refusal: { code, params },
})

/**
 * Whether a code applies to this order, and to which part of it: the lines in its categories (all
 * lines when it names none). Each refusal says why, so the customer is not left guessing.
 */
export function applyPromotion(rule: PromotionRule | null, context: PromotionContext): PromotionResult {
  if (!rule || rule.enabled === false) return refuse('promotion_unknown')
  const now = context.now.getTime()
  if (rule.starts_at && Date.parse(rule.starts_at) > now) return refuse('promotion_not_started')
  if (rule.ends_at && Date.parse(rule.ends_at) <= now) return refuse('promotion_expired')
  if (rule.usage_limit != null && (rule.times_used ?? 0) >= rule.usage_limit) return refuse('promotion_used_up')
  if (rule.per_customer_limit != null && context.customerUses >= rule.per_customer_limit)
    return refuse('promotion_used_by_you')
  const subtotal = context.lines.reduce((sum, line) => sum + line.totalCents, 0)
  const minimum = toCents(rule.min_spend ?? 0)
  if (subtotal < minimum) return refuse('promotion_min_spend', { amount: minimum / 100 })
  const categories = rule.categories ?? []
  const eligible = categories.length
    ? context.lines.filter((line) => line.groupIds.some((id) => categories.includes(id)))
    : context.lines
  const baseCents = eligible.reduce((sum, line) => sum + line.totalCents, 0)
  if (baseCents === 0) return refuse('promotion_no_items')
  const discount: Discount =
    rule.kind === 'percent'
      ? { kind: 'percent', percent: Math.min(100, rule.value) }
      : { kind: 'fixed', cents: toCents(rule.value) }
  return { ok: true, discount, baseCents }
}
