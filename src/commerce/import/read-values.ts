import { escapeHtml } from '@/lib/escape-html'

/** A value that is there but cannot be read: the row's problem names the column and the value. */
export class UnreadableValue extends Error {
  constructor(column: string, value: string, expected: string) {
    super(`${column} "${value}" is not ${expected}.`)
    this.name = 'UnreadableValue'
  }
}

/**
 * An amount as shops write it (`45`, `45.5`, `1,200.00`, `$1 200.00`) in cents; null when empty.
 * A comma is a thousands separator only before three digits: `45,50` (a decimal comma) is refused
 * rather than read as 4,550.
 */
export function readMoney(column: string, text: string): number | null {
  const bare = text.replace(/^[A-Z]{3}\s*/, '').replace(/[$€£\s\u00a0]/g, '')
  if (bare === '') return null
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(bare)) throw new UnreadableValue(column, text, 'an amount')
  const [whole, cents = ''] = bare.replace(/,/g, '').split('.')
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'))
}

/** A whole number of at least 0 (a stock, a weight in grams); null when empty. */
export function readCount(column: string, text: string): number | null {
  if (text === '') return null
  const value = Number(text.replace(/,/g, ''))
  if (!Number.isFinite(value) || value < 0) throw new UnreadableValue(column, text, 'a number of at least 0')
  return Math.round(value)
}

/** A measure in the unit a column's name gives (`Weight (lbs)`, `Length (in)`), as grams or centimetres. */
export function readMeasure(column: string, text: string, into: 'g' | 'cm'): number | null {
  if (text === '') return null
  const value = Number(text.replace(/,/g, '.'))
  if (!Number.isFinite(value) || value < 0) throw new UnreadableValue(column, text, 'a number of at least 0')
  const unit = /\(([a-z]+)\)/i.exec(column)?.[1]?.toLowerCase() ?? (into === 'g' ? 'kg' : 'cm')
  const factors: Record<string, number> =
    into === 'g'
      ? { g: 1, kg: 1000, lb: 453.59237, lbs: 453.59237, oz: 28.349523 }
      : { cm: 1, mm: 0.1, m: 100, in: 2.54, inch: 2.54, inches: 2.54 }
  const factor = factors[unit]
  if (factor === undefined) throw new UnreadableValue(column, text, `in a unit the shop knows (${unit})`)
  return Math.round(value * factor * 10) / 10
}

/** The entries of a list written in one cell (`watercolour, cotton paper`), without blanks or repeats. */
export const readList = (text: string, separator: string | RegExp = ','): string[] => [
  ...new Set(
    text
      .split(separator)
      .map((entry) => entry.trim())
      .filter(Boolean),
  ),
]

/** Plain text as the story's paragraphs: a blank line starts a new one, a single line end is kept. */
export const paragraphsOf = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')
