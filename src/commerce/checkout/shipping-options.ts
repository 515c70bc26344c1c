import { toCents } from '@/commerce/money'

/** A shipping type as the artist set it up (the fields the prices need). */
export type ShippingTypeRule = {
  id: number
  name: string
  kind: 'free_domestic' | 'pickup' | 'international' | 'quote'
  enabled?: boolean | null
  zones?: { name: string; countries: string; rates?: { up_to_grams: number; amount: number }[] | null }[] | null
}

/** One choice offered at the checkout: a type (or an answered quote, `quote:12`) and its price. */
export type ShippingOption = {
  shipping_type_id: number | string
  shipping_name: string
  amountCents: number
  is_pick_up: boolean
}

/** Where the parcel goes: no country for pick-up only; the parcel's weight. */
export type Parcel = { countryCode: string | null; domestic: boolean; grams: number }

/** An answered quote for this customer and address. */
export type AnsweredQuote = { id: number; amountCents: number; name: string }

const zoneCountries = (countries: string) =>
  countries
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean)

/** The price of a parcel in a zone: the first rate whose weight it fits under, or null when it is heavier than all. */
function rateFor(zone: NonNullable<ShippingTypeRule['zones']>[number], grams: number): number | null {
  const rates = [...(zone.rates ?? [])].sort((a, b) => a.up_to_grams - b.up_to_grams)
  const rate = rates.find((r) => grams <= r.up_to_grams)
  return rate ? toCents(rate.amount) : null
}

/** The zone of a country: one naming it, else one with `*`. */
function zoneOf(rule: ShippingTypeRule, code: string) {
  const zones = rule.zones ?? []
  return (
    zones.find((zone) => zoneCountries(zone.countries).includes(code)) ??
    zones.find((zone) => zoneCountries(zone.countries).includes('*'))
  )
}

/**
 * The choices for a parcel. Australia: free delivery and pick-up. Abroad: each international type
 * whose zones price this country and weight; pick-up is offered too (a buyer abroad may collect
 * in person). Answered quotes for the address come last. `needsQuote` says that no rate reaches
 * this parcel and a quote-on-request type exists.
 */
export function shippingOptions(
  rules: readonly ShippingTypeRule[],
  parcel: Parcel,
  quotes: readonly AnsweredQuote[] = [],
): { options: ShippingOption[]; needsQuote: boolean } {
  const enabled = rules.filter((rule) => rule.enabled !== false)
  const options: ShippingOption[] = []
  for (const rule of enabled) {
    const base = { shipping_type_id: rule.id, shipping_name: rule.name }
    if (rule.kind === 'pickup') options.push({ ...base, amountCents: 0, is_pick_up: true })
    else if (rule.kind === 'free_domestic' && parcel.domestic)
      options.push({ ...base, amountCents: 0, is_pick_up: false })
    else if (rule.kind === 'international' && !parcel.domestic && parcel.countryCode) {
      const zone = zoneOf(rule, parcel.countryCode)
      const cents = zone ? rateFor(zone, parcel.grams) : null
      if (cents !== null) options.push({ ...base, amountCents: cents, is_pick_up: false })
    }
  }
  for (const quote of quotes)
    options.push({
      shipping_type_id: `quote:${quote.id}`,
      shipping_name: quote.name,
      amountCents: quote.amountCents,
      is_pick_up: false,
    })
  const delivers = options.some((option) => !option.is_pick_up)
  const needsQuote = !delivers && !parcel.domestic && enabled.some((rule) => rule.kind === 'quote')
  return { options, needsQuote }
}
