import { describe, expect, it } from 'vitest'

import { shippingOptions, type ShippingTypeRule } from '@/commerce/checkout/shipping-options'

const rules: ShippingTypeRule[] = [
  { id: 1, name: 'Free delivery in Australia', kind: 'free_domestic' },
  { id: 2, name: 'Studio pick-up', kind: 'pickup' },
  {
    id: 3,
    name: 'International courier',
    kind: 'international',
    zones: [
      {
        name: 'New Zealand',
        countries: 'NZ',
        rates: [
          { up_to_grams: 2000, amount: 35 },
          { up_to_grams: 10000, amount: 80 },
        ],
      },
      { name: 'Rest of world', countries: '*', rates: [{ up_to_grams: 2000, amount: 95 }] },
    ],
  },
  { id: 4, name: 'Quote on request', kind: 'quote' },
]

describe('shippingOptions', () => {
  it('offers free delivery and pick-up in Australia', () => {
    const { options, needsQuote } = shippingOptions(rules, { countryCode: 'AU', domestic: true, grams: 3000 })
    expect(options.map((o) => [o.shipping_type_id, o.amountCents, o.is_pick_up])).toEqual([
      [1, 0, false],
      [2, 0, true],
    ])
    expect(needsQuote).toBe(false)
  })

  it('prices a parcel abroad by its zone and weight', () => {
    const nz = shippingOptions(rules, { countryCode: 'NZ', domestic: false, grams: 2500 })
    expect(nz.options.find((o) => o.shipping_type_id === 3)?.amountCents).toBe(8000)
    const japan = shippingOptions(rules, { countryCode: 'JP', domestic: false, grams: 1500 })
    expect(japan.options.find((o) => o.shipping_type_id === 3)?.amountCents).toBe(9500)
  })

  it('asks for a quote where no rate reaches the parcel, and offers an answered quote', () => {
    const heavy = shippingOptions(rules, { countryCode: 'JP', domestic: false, grams: 6000 })
    expect(heavy.options.map((o) => o.shipping_type_id)).toEqual([2])
    expect(heavy.needsQuote).toBe(true)
    const quoted = shippingOptions(rules, { countryCode: 'JP', domestic: false, grams: 6000 }, [
      { id: 7, amountCents: 14000, name: 'Quoted delivery' },
    ])
    expect(quoted.options.at(-1)).toEqual({
      shipping_type_id: 'quote:7',
      shipping_name: 'Quoted delivery',
      amountCents: 14000,
      is_pick_up: false,
    })
    expect(quoted.needsQuote).toBe(false)
  })

  it('leaves out disabled types', () => {
    const { options } = shippingOptions(
      rules.map((r) => (r.kind === 'pickup' ? { ...r, enabled: false } : r)),
      { countryCode: 'AU', domestic: true, grams: 100 },
    )
    expect(options.map((o) => o.shipping_type_id)).toEqual([1])
  })
})
