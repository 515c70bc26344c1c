import type { WidgetServerProps } from 'payload'

import { SalesChart } from '@/components/Studio/SalesChart'
import { formatCents } from '@/commerce/money'
import { editLink } from '@/studio/admin-links'
import { readSalesFigures } from '@/studio/read-sales'
import type { PeriodFigures, PeriodName } from '@/studio/sales-figures'

const PERIODS: { name: PeriodName; label: string }[] = [
  { name: 'today', label: 'Today' },
  { name: 'week', label: 'This week' },
  { name: 'month', label: 'This month' },
]

const ordersText = (count: number) => (count === 1 ? '1 order' : `${count} orders`)

const countryNames = new Intl.DisplayNames('en', { type: 'region' })
const countryName = (code: string | null) => {
  if (!code) return 'Picked up at the studio'
  try {
    return countryNames.of(code) ?? code
  } catch {
    return code
  }
}

function Period({
  label,
  now,
  lastYear,
  testId,
}: {
  label: string
  now: PeriodFigures
  lastYear: PeriodFigures
  testId: string
}) {
  return (
    <div className="studio-sales__period" data-testid={testId} data-net-cents={now.netCents}>
      <h3>{label}</h3>
      <p className="studio-sales__amount">{formatCents(now.netCents)}</p>
      <p>
        {ordersText(now.orders)}
        {now.orders ? ` · ${formatCents(now.averageCents)} on average` : ''}
      </p>
      {now.refundsCents ? (
        <p>{`${formatCents(now.salesCents)} sold, less ${formatCents(now.refundsCents)} refunded`}</p>
      ) : null}
      <p className="studio-sales__last-year">
        Same dates last year: {formatCents(lastYear.netCents)}
        {lastYear.orders ? ` (${ordersText(lastYear.orders)})` : ''}
      </p>
    </div>
  )
}

/**
 * The back-office's first screen, second part: what the shop sold today, this week and this month
 * (orders paid, less refunds made, by the studio's calendar) beside the same dates a year before;
 * a year of weeks as a chart; the year's best-selling works and where its buyers are.
 */
export async function ShopSales({ req }: WidgetServerProps) {
  const figures = await readSalesFigures(req.payload)
  return (
    <section className="studio-sales" aria-labelledby="studio-sales-heading" data-testid="shop-sales">
      <h2 id="studio-sales-heading">How the shop is doing</h2>
      <div className="studio-sales__periods">
        {PERIODS.map(({ name, label }) => (
          <Period key={name} label={label} {...figures.periods[name]} testId={`sales-${name}`} />
        ))}
      </div>
      <SalesChart weeks={figures.weeks} />
      <div className="studio-sales__lists">
        <div className="studio-attention__list">
          <h3>Best-selling works, last 12 months</h3>
          {figures.bestSellers.length ? (
            <ol data-testid="best-sellers">
              {figures.bestSellers.map((work) => (
                <li key={`${work.product}-${work.name}`}>
                  {work.product != null ? <a href={editLink('products', work.product)}>{work.name}</a> : work.name} ·{' '}
                  {work.qty} sold · {formatCents(work.totalCents)}
                </li>
              ))}
            </ol>
          ) : (
            <p>Nothing sold in the last 12 months yet.</p>
          )}
        </div>
        <div className="studio-attention__list">
          <h3>Where buyers are, last 12 months</h3>
          {figures.countries.length ? (
            <ul data-testid="buyer-countries">
              {figures.countries.map((country) => (
                <li key={country.countryCode ?? 'pick-up'}>
                  {countryName(country.countryCode)} · {ordersText(country.orders)}
                </li>
              ))}
            </ul>
          ) : (
            <p>No orders in the last 12 months yet.</p>
          )}
        </div>
      </div>
    </section>
  )
}
