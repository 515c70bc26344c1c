import { describe, expect, it } from 'vitest'

import { periodFigures, salesFigures, salesSpans, type SoldOrder, type SoldRefund } from '@/studio/sales-figures'

const order = (paidAt: string, totalCents: number, more: Partial<SoldOrder> = {}): SoldOrder => ({
  paidAt: Date.parse(paidAt),
  totalCents,
  countryCode: 'AU',
  lines: [{ id: 'l1', product: 1, name: 'Cottesloe Morning', qty: 1, totalCents }],
  refunds: [],
  ...more,
})

/** A refund made at `at`: of the whole order, or of the lines given. */
const refund = (at: string, cents: number, lines: SoldRefund['lines'] = [{ line: 'l1', qty: 1 }], isWhole = true) => ({
  at: Date.parse(at),
  cents,
  isWhole,
  lines,
})

// Friday 27 November 2026, 10:00 in Perth (UTC+8).
const now = new Date('2026-11-27T02:00:00Z')

describe('the studio’s calendar', () => {
  it('starts today, the week (Monday) and the month at midnight in Perth', () => {
    const { periods } = salesSpans(now)
    expect(periods.today.now.from.toISOString()).toBe('2026-11-26T16:00:00.000Z')
    expect(periods.week.now.from.toISOString()).toBe('2026-11-22T16:00:00.000Z')
    expect(periods.month.now.from.toISOString()).toBe('2026-10-31T16:00:00.000Z')
    expect(periods.month.lastYear.from.toISOString()).toBe('2025-10-31T16:00:00.000Z')
    expect(periods.month.lastYear.to.toISOString()).toBe('2025-11-27T02:00:00.000Z')
  })

  it('keeps a sale at 23:50 in Perth on its own day, although it is another day in UTC', () => {
    // 26 November 23:50 in Perth is 15:50 UTC on the 26th; 27 November 00:10 is 16:10 UTC on the 26th.
    const lateYesterday = order('2026-11-26T15:50:00Z', 10_000)
    const earlyToday = order('2026-11-26T16:10:00Z', 25_000)
    const { periods } = salesFigures([lateYesterday, earlyToday], now)
    expect(periods.today.now).toMatchObject({ salesCents: 25_000, orders: 1 })
    expect(periods.week.now).toMatchObject({ salesCents: 35_000, orders: 2, averageCents: 17_500 })
  })

  it('puts a sale at 23:50 on the last night of the month in that month', () => {
    const lastNight = order('2026-10-31T15:50:00Z', 40_000)
    const figures = salesFigures([lastNight], now)
    expect(figures.periods.month.now.orders).toBe(0)
    expect(figures.weeks.at(-2)?.netCents).toBe(0)
  })

  it('follows a time zone with summer time: a week starts at local midnight on either side of the change', () => {
    // Sydney moved to UTC+11 on 4 October 2026.
    const { weeks } = salesSpans(new Date('2026-10-08T00:00:00Z'), 'Australia/Sydney')
    expect(weeks.at(-1)?.from.toISOString()).toBe('2026-10-04T13:00:00.000Z')
    expect(weeks.at(-2)?.from.toISOString()).toBe('2026-09-27T14:00:00.000Z')
  })
})

describe('sales figures', () => {
  it('counts a refund in the period it was made, and the sale in the period it was paid', () => {
    const refunded = order('2026-10-20T03:00:00Z', 30_000, { refunds: [refund('2026-11-25T03:00:00Z', 30_000)] })
    const kept = order('2026-11-25T04:00:00Z', 12_000)
    const figures = salesFigures([refunded, kept], now)
    expect(figures.periods.month.now).toEqual({
      salesCents: 12_000,
      refundsCents: 30_000,
      netCents: -18_000,
      orders: 1,
      averageCents: 12_000,
    })
    expect(figures.periods.week.now.netCents).toBe(-18_000)
    // October's week holds the sale; this week holds the refund.
    expect(figures.weeks.reduce((sum, week) => sum + week.netCents, 0)).toBe(12_000)
    expect(figures.weeks.at(-1)?.netCents).toBe(-18_000)
  })

  it('compares with the same dates a year before', () => {
    const lastYear = order('2025-11-10T03:00:00Z', 50_000)
    const afterThatDate = order('2025-11-28T03:00:00Z', 70_000)
    const figures = salesFigures([lastYear, afterThatDate], now)
    expect(figures.periods.month.lastYear).toMatchObject({ salesCents: 50_000, orders: 1 })
    expect(figures.periods.month.now.orders).toBe(0)
  })

  it('has no average without an order', () => {
    expect(periodFigures([], { from: new Date(0), to: now })).toEqual({
      salesCents: 0,
      refundsCents: 0,
      netCents: 0,
      orders: 0,
      averageCents: 0,
    })
  })

  it('ranks the works that sold most over twelve months, leaving refunded orders and older sales out', () => {
    const print = { id: 'l1', product: 2, name: 'Banksia print', qty: 3, totalCents: 27_000 }
    const figures = salesFigures(
      [
        order('2026-06-01T03:00:00Z', 120_000, {
          lines: [{ id: 'l1', product: 1, name: 'Cottesloe Morning', qty: 1, totalCents: 120_000 }],
        }),
        order('2026-07-01T03:00:00Z', 27_000, { lines: [print], countryCode: 'DE' }),
        order('2026-08-01T03:00:00Z', 18_000, { lines: [{ ...print, qty: 2, totalCents: 18_000 }], countryCode: null }),
        order('2026-09-01T03:00:00Z', 500_000, {
          refunds: [refund('2026-09-02T03:00:00Z', 500_000)],
          lines: [{ id: 'l1', product: 3, name: 'Returned', qty: 1, totalCents: 500_000 }],
        }),
        order('2025-09-01T03:00:00Z', 900_000, {
          lines: [{ id: 'l1', product: 4, name: 'Too old', qty: 1, totalCents: 900_000 }],
        }),
      ],
      now,
    )
    expect(figures.bestSellers).toEqual([
      { product: 1, name: 'Cottesloe Morning', qty: 1, totalCents: 120_000 },
      { product: 2, name: 'Banksia print', qty: 5, totalCents: 45_000 },
    ])
    expect(figures.countries).toEqual([
      { countryCode: 'AU', orders: 1 },
      { countryCode: 'DE', orders: 1 },
      { countryCode: null, orders: 1 },
    ])
  })

  it('takes a refund of some lines off the month and the best-sellers, keeping the rest of the order', () => {
    const lines = [
      { id: 'a', product: 2, name: 'Banksia print', qty: 3, totalCents: 27_000 },
      { id: 'b', product: 5, name: 'Card set', qty: 1, totalCents: 3_000 },
    ]
    const figures = salesFigures(
      [
        order('2026-11-20T03:00:00Z', 30_000, {
          lines,
          countryCode: 'NZ',
          refunds: [
            refund('2026-11-21T03:00:00Z', 9_000, [{ line: 'a', qty: 1 }], false),
            refund('2026-11-22T03:00:00Z', 3_000, [{ line: 'b', qty: 1 }], false),
          ],
        }),
      ],
      now,
    )
    expect(figures.periods.month.now).toEqual({
      salesCents: 30_000,
      refundsCents: 12_000,
      netCents: 18_000,
      orders: 1,
      averageCents: 30_000,
    })
    expect(figures.bestSellers).toEqual([{ product: 2, name: 'Banksia print', qty: 2, totalCents: 18_000 }])
    expect(figures.countries).toEqual([{ countryCode: 'NZ', orders: 1 }])
  })

  it('draws 52 weeks, the current one last and ending now', () => {
    const { weeks } = salesSpans(now)
    expect(weeks).toHaveLength(52)
    expect(weeks.at(-1)?.to).toEqual(now)
    expect(weeks[1].from).toEqual(weeks[0].to)
  })
})
