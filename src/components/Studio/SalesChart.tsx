import { formatCents } from '@/commerce/money'
import { STUDIO_TIME_ZONE } from '@/i18n/locales'
import type { SalesFigures } from '@/studio/sales-figures'

const BAR = 16
const PLOT = 140

const weekDay = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: STUDIO_TIME_ZONE })
const monthOf = new Intl.DateTimeFormat('en-AU', { month: 'short', timeZone: STUDIO_TIME_ZONE })

/**
 * Net sales by week over the last year as bars (refunds above a week's sales go below the line),
 * drawn on the server; the same figures as a table for screen readers and for reading exactly.
 */
export function SalesChart({ weeks }: { weeks: SalesFigures['weeks'] }) {
  const width = weeks.length * BAR
  const above = Math.max(0, ...weeks.map((week) => week.netCents))
  const below = Math.max(0, ...weeks.map((week) => -week.netCents))
  const scale = above + below || 1
  const baseline = (PLOT * above) / scale
  const total = weeks.reduce((sum, week) => sum + week.netCents, 0)
  const labelled = weeks.map((week, i) => {
    const month = monthOf.format(new Date(week.from))
    return { ...week, x: i * BAR, month, startsMonth: i > 0 && month !== monthOf.format(new Date(weeks[i - 1].from)) }
  })
  return (
    <figure className="studio-sales__chart" data-testid="sales-chart">
      <figcaption id="studio-sales-chart-caption">
        Sales by week, last 12 months: {formatCents(total)} in all
      </figcaption>
      <svg
        viewBox={`0 -4 ${width} ${PLOT + 24}`}
        preserveAspectRatio="xMinYMid meet"
        role="img"
        aria-labelledby="studio-sales-chart-caption"
      >
        <line x1={0} x2={width} y1={baseline} y2={baseline} className="studio-sales__axis" />
        {labelled.map((week) => {
          const height = (PLOT * Math.abs(week.netCents)) / scale
          return (
            <rect
              key={week.from}
              x={week.x + 2}
              width={BAR - 4}
              y={week.netCents >= 0 ? baseline - height : baseline}
              height={height}
              className={week.netCents >= 0 ? 'studio-sales__bar' : 'studio-sales__bar studio-sales__bar--refund'}
            >
              <title>{`Week of ${weekDay.format(new Date(week.from))}: ${formatCents(week.netCents)}`}</title>
            </rect>
          )
        })}
        {labelled
          .filter((week) => week.startsMonth)
          .map((week) => (
            <text key={week.from} x={week.x} y={PLOT + 16} className="studio-sales__month">
              {week.month}
            </text>
          ))}
      </svg>
      <details>
        <summary>The weeks as a table</summary>
        <table className="studio-sales__table">
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Sales, less refunds</th>
            </tr>
          </thead>
          <tbody>
            {[...weeks].reverse().map((week) => (
              <tr key={week.from}>
                <td>{weekDay.format(new Date(week.from))}</td>
                <td>{formatCents(week.netCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
