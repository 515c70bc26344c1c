/**
 * What an order costs, in integer cents only. Cents are exact where dollars as floating-point
 * numbers drift (0.1 + 0.2), so every figure the cart and the checkout show or charge comes from
 * here and is turned into dollars only at the API and screen edges. Pure: no I/O, no Payload,
 * so the same lines always cost the same.
 *
 * Prices are GST-inclusive (the artist is an Australian business): GST is not added on top but
 * is the share of the total that is tax.
 */

/** One line as the shop prices it now: the unit price and what each chosen addon adds to every unit. */
export type LineInput = {
  unitCents: number
  qty: number
  /** Per unit, already multiplied out for a Qty addon (its price × its own quantity). */
  addonCents?: readonly number[]
}

export type PricedLine = { eachCents: number; totalCents: number }

/**
 * A promotion's reduction of the goods (never of shipping). A percentage may have two decimals
 * (12.5 %); a fixed amount is in cents.
 */
export type Discount = { kind: 'percent'; percent: number } | { kind: 'fixed'; cents: number }

/** Only whether GST applies: goods exported from Australia are GST-free. */
export type Destination = { export: boolean }

export type OrderInput = {
  lines: readonly LineInput[]
  discount?: Discount | null
  /** Which lines the discount reduces (a promotion limited to categories); every line when absent. */
  discounted?: readonly boolean[]
  shippingCents?: number
  destination: Destination
}

export type OrderPrice = {
  lines: PricedLine[]
  subtotalCents: number
  discountCents: number
  shippingCents: number
  totalCents: number
  /** The GST contained in totalCents, not added to it. */
  gstCents: number
}

const BASIS_POINTS = 10_000

/**
 * Rejects what cannot be money in cents. A fraction of a cent or a negative price here means a
 * caller converted dollars wrongly, and silently rounding it would hide that.
 */
function assertCents(what: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number of cents ≥ 0, got ${value}`)
}

function assertQty(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`qty must be a whole number ≥ 0, got ${value}`)
}

/** Addons belong to each unit, so a line of 3 with gift wrapping wraps all three. */
export function priceLine(line: LineInput): PricedLine {
  assertCents('unitCents', line.unitCents)
  assertQty(line.qty)
  let eachCents = line.unitCents
  for (const addon of line.addonCents ?? []) {
    assertCents('addonCents', addon)
    eachCents += addon
  }
  const totalCents = eachCents * line.qty
  assertCents('line total', totalCents)
  return { eachCents, totalCents }
}

/**
 * The discount on `baseCents`, never more than it. A percentage is rounded up to the whole cent,
 * in the customer's favour; it is worked out in integers because in floating point 7 % of 100 cents
 * is 7.000000000000001, which rounded up would take a cent too many.
 */
export function discountOn(baseCents: number, discount: Discount | null | undefined): number {
  assertCents('discount base', baseCents)
  if (!discount) return 0
  if (discount.kind === 'fixed') {
    assertCents('fixed discount', discount.cents)
    return Math.min(discount.cents, baseCents)
  }
  if (!Number.isFinite(discount.percent) || discount.percent < 0 || discount.percent > 100) {
    throw new RangeError(`percent must be between 0 and 100, got ${discount.percent}`)
  }
  const basisPoints = Math.round(discount.percent * 100)
  const scaled = baseCents * basisPoints
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`discount base too large: ${baseCents}`)
  const remainder = scaled % BASIS_POINTS
  return (scaled - remainder) / BASIS_POINTS + (remainder > 0 ? 1 : 0)
}

/**
 * The GST inside a GST-inclusive amount: one eleventh (10 % on top of the price before tax),
 * rounded to the nearest cent, or none for an export. A remainder of 6 or more elevenths is over
 * half a cent; an exact half cannot happen, so there is no tie to break.
 */
export function gstIncluded(taxableCents: number, destination: Destination): number {
  assertCents('taxable total', taxableCents)
  if (destination.export) return 0
  const remainder = taxableCents % 11
  return (taxableCents - remainder) / 11 + (remainder >= 6 ? 1 : 0)
}

/**
 * Every figure of an order. The discount comes off the goods only; shipping within Australia is
 * part of the same taxable supply, so GST is taken from the whole total.
 */
export function priceOrder(input: OrderInput): OrderPrice {
  const lines = input.lines.map((line) => exportPrice(priceLine(line), line.qty, input.destination))
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0)
  const baseCents = lines.reduce((sum, line, i) => sum + (input.discounted?.[i] === false ? 0 : line.totalCents), 0)
  const discountCents = discountOn(baseCents, input.discount)
  const shippingCents = input.shippingCents ?? 0
  assertCents('shippingCents', shippingCents)
  const totalCents = subtotalCents - discountCents + shippingCents
  assertCents('total', totalCents)
  return {
    lines,
    subtotalCents,
    discountCents,
    shippingCents,
    totalCents,
    gstCents: gstIncluded(totalCents, input.destination),
  }
}

/**
 * A line sold for export: the price without its GST (prices are GST-inclusive, and goods sent
 * abroad are GST-free), so a buyer abroad pays ten elevenths of the Australian price.
 */
function exportPrice(line: PricedLine, qty: number, destination: Destination): PricedLine {
  if (!destination.export) return line
  const eachCents = line.eachCents - gstIncluded(line.eachCents, { export: false })
  return { eachCents, totalCents: eachCents * qty }
}
