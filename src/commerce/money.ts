/**
 * Money is counted in whole cents: prices are stored as dollars with two decimals, and adding
 * dollars as floating-point numbers drifts (0.1 + 0.2). Every sum is taken in cents.
 */
export const toCents = (dollars: number | null | undefined): number => Math.round((dollars ?? 0) * 100)

export const toDollars = (cents: number): number => Math.round(cents) / 100

/** The shop's home locale: English screens and everything that has no visitor language. */
const DEFAULT_MONEY_LOCALE = 'en-AU'

// A formatter is costly to build and a cart page formats dozens of prices, so one is kept per locale.
const formatters = new Map<string, Intl.NumberFormat>()

function twoDecimals(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    formatters.set(locale, formatter)
  }
  return formatter
}

/**
 * AUD with a `$` prefix and two decimals (spec section 9), e.g. `$1,250.00`. The locale gives
 * the digit grouping and decimal mark (`$1.250,00` in German); the `$` stays in front in every
 * language because the spec fixes it, where Intl's currency style would move or rename it
 * (`1.250,00 AU$`). The locale is one of the UI's locale tags; a malformed tag throws, as Intl does.
 */
export function formatPrice(dollars: number, locale: string = DEFAULT_MONEY_LOCALE): string {
  const sign = dollars < 0 ? '-' : ''
  return `${sign}$${twoDecimals(locale).format(Math.abs(dollars))}`
}
