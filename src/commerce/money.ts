/**
 * Money is counted in whole cents: prices are stored as dollars with two decimals, and adding
 * dollars as floating-point numbers drifts (0.1 + 0.2). Every sum is taken in cents.
 */
export const toCents = (dollars: number | null | undefined): number => Math.round((dollars ?? 0) * 100)

export const toDollars = (cents: number): number => Math.round(cents) / 100

/** AUD with a `$` prefix and two decimals (spec section 9), e.g. `$1,250.00`. */
export function formatPrice(dollars: number): string {
  const sign = dollars < 0 ? '-' : ''
  return `${sign}$${Math.abs(dollars).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
