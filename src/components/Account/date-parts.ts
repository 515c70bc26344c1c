export type DatePart = 'day' | 'month' | 'year'
export type DateParts = Record<DatePart, string>

/** The order a language writes a date in: day, month, year in most; year first in Japanese, Korean, Chinese. */
export function datePartOrder(locale: string): DatePart[] {
  const order = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(Date.UTC(2000, 10, 23)))
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year')
  return order.length === 3 ? order : ['day', 'month', 'year']
}

/** An ISO date (`1985-03-07`) as its three parts; empty parts for none. */
export function splitDate(iso: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')
  return match ? { year: match[1], month: match[2], day: match[3] } : { day: '', month: '', year: '' }
}

/**
 * The three parts as an ISO date when they name a real day (31 February does not); the empty
 * string when all are empty; otherwise the parts as typed, which the server refuses as not a date.
 */
export function joinDate({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return ''
  const [d, m, y] = [Number(day), Number(month), Number(year)]
  const date = new Date(Date.UTC(y, m - 1, d))
  const real =
    /^\d{4}$/.test(year) && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  return real ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : `${year}-${month}-${day}`
}
