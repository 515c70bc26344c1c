import { tz } from '@date-fns/tz'
import { startOfDay, startOfMonth, startOfWeek, subWeeks, subYears } from 'date-fns'

import { STUDIO_TIME_ZONE } from '@/i18n/locales'

/** A refund as the sales figures read it: when it was made, what it came to, the lines it gave back. */
export type SoldRefund = { at: number; cents: number; isWhole: boolean; lines: { line: string; qty: number }[] }

/** An order as the sales figures read it: when it was paid, its total, where it went, what it held, its refunds. */
export type SoldOrder = {
  /** When it was paid (and each refund made), as epoch milliseconds: read once, compared for every stretch. */
  paidAt: number | null
  totalCents: number
  /** Where it was delivered (ISO 3166 code); null for a pick-up from the studio. */
  countryCode: string | null
  lines: { id: string; product: number | null; name: string; qty: number; totalCents: number }[]
  refunds: SoldRefund[]
}

type Span = { from: Date; to: Date }

/** What a stretch of time sold: orders paid in it, less the refunds made in it. */
export type PeriodFigures = {
  salesCents: number
  refundsCents: number
  netCents: number
  orders: number
  averageCents: number
}

export type PeriodName = 'today' | 'week' | 'month'
export type SalesFigures = {
  periods: Record<PeriodName, { now: PeriodFigures; lastYear: PeriodFigures }>
  /** Net sales of each of the last 52 weeks (Monday to Sunday), the current week last. */
  weeks: { from: string; netCents: number }[]
  /** The works that sold most (by amount) in the last twelve months, refunded lines left out. */
  bestSellers: { product: number | null; name: string; qty: number; totalCents: number }[]
  /** Where the last twelve months' buyers are, most orders first. */
  countries: { countryCode: string | null; orders: number }[]
}

const WEEKS_SHOWN = 52
const BEST_SELLERS = 5
const COUNTRIES = 6

const within = (at: number | null, { from, to }: Span) => at != null && at >= from.getTime() && at < to.getTime()

/**
 * The stretches the first screen shows, in the studio's calendar: today, this week (from Monday)
 * and this month, each so far and over the same dates a year before; the 52 weeks of the chart;
 * the twelve months of best-sellers and countries.
 */
export function salesSpans(now: Date, timeZone = STUDIO_TIME_ZONE) {
  const zone = { in: tz(timeZone) }
  // Worked out in the zone, kept as plain instants.
  const instant = (date: Date) => new Date(date.getTime())
  const starts: Record<PeriodName, Date> = {
    today: instant(startOfDay(now, zone)),
    week: instant(startOfWeek(now, { ...zone, weekStartsOn: 1 })),
    month: instant(startOfMonth(now, zone)),
  }
  const lastYear = instant(subYears(now, 1, zone))
  const periods = Object.fromEntries(
    Object.entries(starts).map(([name, from]) => [
      name,
      { now: { from, to: now }, lastYear: { from: instant(subYears(from, 1, zone)), to: lastYear } },
    ]),
  ) as Record<PeriodName, { now: Span; lastYear: Span }>
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, i) => {
    const from = instant(subWeeks(starts.week, WEEKS_SHOWN - 1 - i, zone))
    const to = i === WEEKS_SHOWN - 1 ? now : instant(subWeeks(starts.week, WEEKS_SHOWN - 2 - i, zone))
    return { from, to }
  })
  const year: Span = { from: lastYear, to: now }
  const earliest = new Date(Math.min(weeks[0].from.getTime(), periods.month.lastYear.from.getTime()))
  return { periods, weeks, year, earliest }
}

/** What the orders sold in one stretch of time. */
export function periodFigures(orders: SoldOrder[], span: Span): PeriodFigures {
  const paid = orders.filter((order) => within(order.paidAt, span))
  const salesCents = paid.reduce((sum, order) => sum + order.totalCents, 0)
  const refundsCents = orders
    .flatMap((order) => order.refunds)
    .filter((refund) => within(refund.at, span))
    .reduce((sum, refund) => sum + refund.cents, 0)
  return {
    salesCents,
    refundsCents,
    netCents: salesCents - refundsCents,
    orders: paid.length,
    averageCents: paid.length ? Math.round(salesCents / paid.length) : 0,
  }
}

/** The first screen's figures from the orders paid or refunded since `salesSpans(now).earliest`. */
export function salesFigures(orders: SoldOrder[], now: Date, timeZone = STUDIO_TIME_ZONE): SalesFigures {
  const spans = salesSpans(now, timeZone)
  const periods = Object.fromEntries(
    Object.entries(spans.periods).map(([name, span]) => [
      name,
      { now: periodFigures(orders, span.now), lastYear: periodFigures(orders, span.lastYear) },
    ]),
  ) as SalesFigures['periods']
  const weeks = spans.weeks.map((span) => ({
    from: span.from.toISOString(),
    netCents: periodFigures(orders, span).netCents,
  }))
  // Best-sellers and buyers' countries count what was sold and kept: refunded lines (and orders) are left out.
  const kept = orders.filter(
    (order) => within(order.paidAt, spans.year) && !order.refunds.some((refund) => refund.isWhole),
  )
  const works = new Map<string, SalesFigures['bestSellers'][number]>()
  for (const order of kept)
    for (const line of order.lines) {
      const refunded = order.refunds
        .flatMap((refund) => refund.lines)
        .reduce((sum, given) => sum + (given.line === line.id ? given.qty : 0), 0)
      const qty = line.qty - refunded
      if (qty <= 0) continue
      const key = line.product != null ? `#${line.product}` : line.name
      const work = works.get(key) ?? { product: line.product, name: line.name, qty: 0, totalCents: 0 }
      work.qty += qty
      work.totalCents += Math.round((line.totalCents * qty) / line.qty)
      works.set(key, work)
    }
  const countries = new Map<string | null, number>()
  for (const order of kept) countries.set(order.countryCode, (countries.get(order.countryCode) ?? 0) + 1)
  return {
    periods,
    weeks,
    bestSellers: [...works.values()]
      .sort((a, b) => b.totalCents - a.totalCents || b.qty - a.qty)
      .slice(0, BEST_SELLERS),
    countries: [...countries]
      .map(([countryCode, count]) => ({ countryCode, orders: count }))
      .sort((a, b) => b.orders - a.orders)
      .slice(0, COUNTRIES),
  }
}
