import { isLocale, textDirection } from '@/i18n/locales'

/**
 * Money is counted in whole cents: prices are stored as dollars with two decimals, and adding
 * dollars as floating-point numbers drifts (0.1 + 0.2). Every sum is taken in cents.
 */
export const toCents = (dollars: number | null | undefined): number => Math.round((dollars ?? 0) * 100)

export const toDollars = (cents: number): number => Math.round(cents) / 100

/** The shop's home locale: English screens and everything that has no visitor language. */
const DEFAULT_MONEY_LOCALE = 'en-AU'

/** English as the spec writes it (`$1,250.00`): the studio's own customers read `$` as their dollar. */
const isEnglish = (locale: string) => locale === 'en' || locale === DEFAULT_MONEY_LOCALE

// A formatter is costly to build and a cart page formats dozens of prices, so one is kept per locale.
let english: Intl.NumberFormat | undefined
const formatters = new Map<string, Intl.NumberFormat>()

const englishDecimals = () =>
  (english ??= new Intl.NumberFormat(DEFAULT_MONEY_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }))

/** A symbol no reader takes for another dollar: `A$`, `AU$`, `$AU` or the code `AUD`. */
const AUSTRALIAN_SYMBOL = /AU|A\$/

/**
 * Australian dollars in a language's own way. Where the locale's symbol is a bare `$` (or a
 * runtime's CLDR names it otherwise), the ISO code is shown instead: a reader abroad must not
 * take the price for US or local dollars. Checked per runtime, since browsers ship other CLDR
 * versions than Node.
 */
function audFormatter(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale)
  if (!formatter) {
    const options = { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const
    formatter = new Intl.NumberFormat(locale, options)
    const symbol = formatter.formatToParts(1).find((part) => part.type === 'currency')?.value ?? ''
    if (!AUSTRALIAN_SYMBOL.test(symbol))
      formatter = new Intl.NumberFormat(locale, { ...options, currencyDisplay: 'code' })
    formatters.set(locale, formatter)
  }
  return formatter
}

/**
 * Right-to-left languages get their Latin currency symbol as a left-to-right isolate (U+2066 …
 * U+2069): unmarked, the bidi algorithm moves the `$` of `AU$` to the far side of `AU` and an
 * Arabic page shows `$AU`. The locale's own order of amount and symbol is kept.
 */
const isolateSymbol = (formatter: Intl.NumberFormat, dollars: number): string =>
  formatter
    .formatToParts(dollars)
    .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
    .join('')

const isRightToLeft = (locale: string) => isLocale(locale) && textDirection(locale) === 'rtl'

/**
 * A price in AUD with two decimals. English keeps the spec's form, a `$` prefix on Australian
 * grouping (`$1,250.00`, section 9); every other language formats Australian dollars by its own
 * conventions, with a symbol that says they are Australian (`1.250,00 AU$`, `A$1,250.00`,
 * `1250,00 AUD`; in Arabic the symbol isolated, as above). The locale is one of the UI's locale
 * tags; a malformed tag throws, as Intl does.
 */
export function formatPrice(dollars: number, locale: string = DEFAULT_MONEY_LOCALE): string {
  if (isEnglish(locale)) {
    const sign = dollars < 0 ? '-' : ''
    return `${sign}$${englishDecimals().format(Math.abs(dollars))}`
  }
  const formatter = audFormatter(locale)
  return isRightToLeft(locale) ? isolateSymbol(formatter, dollars) : formatter.format(dollars)
}

/** An amount counted in cents, shown as `formatPrice` shows dollars; a missing amount is none. */
export const formatCents = (cents: number | null | undefined, locale?: string): string =>
  formatPrice(toDollars(cents ?? 0), locale)
