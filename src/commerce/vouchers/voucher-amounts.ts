/** The smallest and largest voucher a buyer can pay for, in cents. */
export const VOUCHER_MIN_CENTS = 1_000
export const VOUCHER_MAX_CENTS = 200_000

/**
 * The widget's amounts setting ("50|100|150|200") as cents: each value a number of dollars with
 * at most two decimals inside the voucher limits, once each, in the order written.
 */
export function parseVoucherAmounts(setting: string | null | undefined): number[] {
  const seen = new Set<number>()
  for (const part of (setting ?? '').split('|')) {
    const text = part.trim().replace(/^\$/, '')
    if (!/^\d+(\.\d{1,2})?$/.test(text)) continue
    const cents = Math.round(Number(text) * 100)
    if (cents >= VOUCHER_MIN_CENTS && cents <= VOUCHER_MAX_CENTS) seen.add(cents)
  }
  return [...seen]
}

/** Whether an amount in dollars can be a voucher: whole cents, within the limits. */
export function isVoucherAmount(dollars: number): boolean {
  const cents = Math.round(dollars * 100)
  return (
    Number.isFinite(dollars) &&
    Math.abs(cents - dollars * 100) < 1e-6 &&
    cents >= VOUCHER_MIN_CENTS &&
    cents <= VOUCHER_MAX_CENTS
  )
}
