import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { discountOn, gstIncluded, priceLine, priceOrder, type Discount, type LineInput } from '@/commerce/pricing'

const AUSTRALIA = { export: false }
const EXPORT = { export: true }

describe('priceLine', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(priceLine({ unitCents: 6500, qty: 3 })).toEqual({ eachCents: 6500, totalCents: 19500 })
    expect(priceLine({ unitCents: 1999, qty: 1 })).toEqual({ eachCents: 1999, totalCents: 1999 })
  })

  it('adds every addon to each unit before multiplying', () => {
    expect(priceLine({ unitCents: 6500, qty: 2, addonCents: [1250, 300] })).toEqual({
      eachCents: 8050,
      totalCents: 16100,
    })
    expect(priceLine({ unitCents: 9550, qty: 1, addonCents: [] })).toEqual({ eachCents: 9550, totalCents: 9550 })
  })

  it('refuses fractions of a cent, negative amounts and broken quantities', () => {
    expect(() => priceLine({ unitCents: 19.99, qty: 1 })).toThrow(RangeError)
    expect(() => priceLine({ unitCents: -100, qty: 1 })).toThrow(RangeError)
    expect(() => priceLine({ unitCents: 100, qty: 1, addonCents: [0.5] })).toThrow(RangeError)
    expect(() => priceLine({ unitCents: 100, qty: 1.5 })).toThrow(RangeError)
    expect(() => priceLine({ unitCents: 100, qty: -1 })).toThrow(RangeError)
  })
})

describe('gstIncluded', () => {
  it('is one eleventh of the total, to the nearest cent', () => {
    expect(gstIncluded(10000, AUSTRALIA)).toBe(909)
    expect(gstIncluded(100, AUSTRALIA)).toBe(9)
    expect(gstIncluded(5, AUSTRALIA)).toBe(0)
    expect(gstIncluded(6, AUSTRALIA)).toBe(1)
    expect(gstIncluded(11, AUSTRALIA)).toBe(1)
    expect(gstIncluded(25050, AUSTRALIA)).toBe(2277)
    expect(gstIncluded(0, AUSTRALIA)).toBe(0)
  })

  it('is nothing for an export', () => {
    expect(gstIncluded(10000, EXPORT)).toBe(0)
  })
})

describe('discountOn', () => {
  it('rounds a percentage up to the cent, in the customer’s favour', () => {
    expect(discountOn(999, { kind: 'percent', percent: 10 })).toBe(100)
    expect(discountOn(5, { kind: 'percent', percent: 10 })).toBe(1)
    expect(discountOn(10000, { kind: 'percent', percent: 12.5 })).toBe(1250)
    expect(discountOn(333, { kind: 'percent', percent: 12.5 })).toBe(42)
  })

  it('takes no extra cent where floating point would (7 % of $1.00 is 7 cents)', () => {
    expect(discountOn(100, { kind: 'percent', percent: 7 })).toBe(7)
    expect(discountOn(1000, { kind: 'percent', percent: 0.07 })).toBe(1)
  })

  it('takes nothing off for 0 %, everything for 100 %, and nothing without a discount', () => {
    expect(discountOn(12345, { kind: 'percent', percent: 0 })).toBe(0)
    expect(discountOn(12345, { kind: 'percent', percent: 100 })).toBe(12345)
    expect(discountOn(12345, null)).toBe(0)
    expect(discountOn(12345, undefined)).toBe(0)
  })

  it('caps a fixed amount at what it applies to', () => {
    expect(discountOn(3000, { kind: 'fixed', cents: 1000 })).toBe(1000)
    expect(discountOn(3000, { kind: 'fixed', cents: 5000 })).toBe(3000)
    expect(discountOn(0, { kind: 'fixed', cents: 5000 })).toBe(0)
  })

  it('refuses a percentage outside 0–100 and a fixed amount that is not whole cents', () => {
    expect(() => discountOn(100, { kind: 'percent', percent: 101 })).toThrow(RangeError)
    expect(() => discountOn(100, { kind: 'percent', percent: -5 })).toThrow(RangeError)
    expect(() => discountOn(100, { kind: 'percent', percent: Number.NaN })).toThrow(RangeError)
    expect(() => discountOn(100, { kind: 'fixed', cents: 10.5 })).toThrow(RangeError)
    expect(() => discountOn(100, { kind: 'fixed', cents: -1 })).toThrow(RangeError)
  })
})

describe('priceOrder', () => {
  it('prices lines with addons and takes the GST share of the total (the cart test’s figures)', () => {
    const price = priceOrder({
      lines: [
        { unitCents: 6500, qty: 2, addonCents: [1250] },
        { unitCents: 9550, qty: 1 },
      ],
      destination: AUSTRALIA,
    })
    expect(price).toEqual({
      lines: [
        { eachCents: 7750, totalCents: 15500 },
        { eachCents: 9550, totalCents: 9550 },
      ],
      subtotalCents: 25050,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 25050,
      gstCents: 2277,
    })
  })

  it('takes the discount off the goods only and GST from the total with shipping', () => {
    const price = priceOrder({
      lines: [{ unitCents: 10000, qty: 1 }],
      discount: { kind: 'percent', percent: 10 },
      shippingCents: 1500,
      destination: AUSTRALIA,
    })
    expect(price).toMatchObject({
      subtotalCents: 10000,
      discountCents: 1000,
      shippingCents: 1500,
      totalCents: 10500,
      gstCents: 955,
    })
  })

  it('never lets a fixed discount reach the shipping', () => {
    const price = priceOrder({
      lines: [{ unitCents: 2000, qty: 1 }],
      discount: { kind: 'fixed', cents: 5000 },
      shippingCents: 1200,
      destination: AUSTRALIA,
    })
    expect(price).toMatchObject({ discountCents: 2000, totalCents: 1200, gstCents: 109 })
  })

  it('sells an export without GST: ten elevenths of each price, shipping as charged, no GST', () => {
    const price = priceOrder({ lines: [{ unitCents: 145000, qty: 2 }], shippingCents: 9500, destination: EXPORT })
    // $1,450.00 holds $131.82 of GST; the buyer abroad pays $1,318.18 each.
    expect(price.lines).toEqual([{ eachCents: 131818, totalCents: 263636 }])
    expect(price).toMatchObject({ subtotalCents: 263636, totalCents: 273136, gstCents: 0 })
  })

  it('discounts only the lines a promotion covers', () => {
    const price = priceOrder({
      lines: [
        { unitCents: 10000, qty: 1 },
        { unitCents: 5000, qty: 2 },
      ],
      discount: { kind: 'percent', percent: 10 },
      discounted: [false, true],
      destination: AUSTRALIA,
    })
    expect(price).toMatchObject({ subtotalCents: 20000, discountCents: 1000, totalCents: 19000 })
  })

  it('costs nothing when empty', () => {
    expect(priceOrder({ lines: [], destination: AUSTRALIA })).toEqual({
      lines: [],
      subtotalCents: 0,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 0,
      gstCents: 0,
    })
  })

  it('refuses shipping that is not whole cents', () => {
    expect(() => priceOrder({ lines: [], shippingCents: 9.95, destination: AUSTRALIA })).toThrow(RangeError)
  })
})

describe('priceOrder, for any order', () => {
  const cents = (max: number) => fc.integer({ min: 0, max })
  const line: fc.Arbitrary<LineInput> = fc.record({
    unitCents: cents(5_000_000),
    qty: fc.integer({ min: 1, max: 999 }),
    addonCents: fc.array(cents(50_000), { maxLength: 4 }),
  })
  const discount: fc.Arbitrary<Discount | null> = fc.oneof(
    fc.constant(null),
    // Hundredths of a percent, the finest a promotion may give.
    fc.integer({ min: 0, max: 10_000 }).map((hundredths): Discount => ({ kind: 'percent', percent: hundredths / 100 })),
    cents(100_000_000).map((amount): Discount => ({ kind: 'fixed', cents: amount })),
  )
  const order = fc.record({
    lines: fc.array(line, { maxLength: 8 }),
    discount,
    shippingCents: cents(100_000),
    destination: fc.record({ export: fc.boolean() }),
  })

  it('totals subtotal − discount + shipping, never below zero, GST within the total, all in whole cents', () => {
    fc.assert(
      fc.property(order, (input) => {
        const price = priceOrder(input)
        const figures = [
          price.subtotalCents,
          price.discountCents,
          price.shippingCents,
          price.totalCents,
          price.gstCents,
        ]
        for (const priced of price.lines) figures.push(priced.eachCents, priced.totalCents)
        expect(figures.every(Number.isSafeInteger)).toBe(true)
        expect(price.totalCents).toBe(price.subtotalCents - price.discountCents + price.shippingCents)
        expect(price.totalCents).toBeGreaterThanOrEqual(0)
        expect(price.discountCents).toBeGreaterThanOrEqual(0)
        expect(price.discountCents).toBeLessThanOrEqual(price.subtotalCents)
        expect(price.gstCents).toBeGreaterThanOrEqual(0)
        expect(price.gstCents).toBeLessThanOrEqual(price.totalCents)
        expect(price.subtotalCents).toBe(price.lines.reduce((sum, l) => sum + l.totalCents, 0))
      }),
    )
  })

  it('takes GST as total ÷ 11 rounded at home and none abroad', () => {
    fc.assert(
      fc.property(order, (input) => {
        const price = priceOrder(input)
        expect(price.gstCents).toBe(input.destination.export ? 0 : Math.round(price.totalCents / 11))
      }),
    )
  })

  it('rounds a percentage discount up by less than a cent', () => {
    fc.assert(
      fc.property(cents(100_000_000), fc.integer({ min: 0, max: 10_000 }), (base, hundredths) => {
        const taken = discountOn(base, { kind: 'percent', percent: hundredths / 100 })
        const exact = (base * hundredths) / 10_000
        expect(taken).toBeGreaterThanOrEqual(exact)
        expect(taken - exact).toBeLessThan(1)
      }),
    )
  })
})
