/**
 * What a refund of an order gives back, worked out from the order's figures and the refunds made
 * before it: pure, so the order screen shows the amount the server will refund.
 */

/** pending: written, the gateway not yet done; done: the money is back; refused: the gateway said no. */
export const refundStatuses = ['pending', 'done', 'refused'] as const
export type RefundStatus = (typeof refundStatuses)[number]

/** A line of the order (by its id) and how many of it a refund gives back. */
export type RefundLine = { line: string; qty: number }

/** A refund's lines as its json field holds them (parsed, or as text where the database keeps text). */
export function refundLinesOf(value: unknown): RefundLine[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((item: { line?: unknown; qty?: unknown }) =>
    typeof item?.line === 'string' && Number.isSafeInteger(Number(item.qty))
      ? [{ line: item.line, qty: Number(item.qty) }]
      : [],
  )
}

export type RefundableOrder = {
  subtotalCents: number
  discountCents: number
  totalCents: number
  lines: { id: string; qty: number; totalCents: number }[]
}

/** A refund made before (pending or done): what it covered and where its money went. */
export type PastRefund = { lines: RefundLine[]; amountCents: number; gatewayCents: number }

export type PlannedRefund = {
  lines: RefundLine[]
  amountCents: number
  gatewayCents: number
  creditCents: number
  /** With it every line is refunded: the order becomes refunded, and this refund takes what is left (shipping too). */
  isWhole: boolean
}

export type RefundRefusal = 'refund_lines_invalid' | 'refund_nothing_left'

/** How many of each line are still to refund, by line id. */
export function leftToRefund(order: RefundableOrder, past: PastRefund[]): Map<string, number> {
  const left = new Map(order.lines.map((line) => [line.id, line.qty]))
  for (const { line, qty } of past.flatMap((refund) => refund.lines))
    left.set(line, Math.max(0, (left.get(line) ?? 0) - qty))
  return left
}

/**
 * What `qty` of a line gives back: its share of what the goods sold for once the discount was
 * taken, rounded down to the cent (the refund that ends the order gives back what is left, so
 * the refunds add up to the total exactly).
 */
export function lineRefundCents(order: RefundableOrder, line: RefundableOrder['lines'][number], qty: number): number {
  if (order.subtotalCents <= 0 || line.qty <= 0) return 0
  const goodsCents = order.subtotalCents - order.discountCents
  return Math.floor((line.totalCents * qty * goodsCents) / (line.qty * order.subtotalCents))
}

/**
 * The refund of `chosen` lines (null: everything still to refund), or why it cannot be: a line
 * the order does not have, a quantity that is not a whole number from 1 to what is left of it, or
 * nothing left at all. The money goes back through the gateway up to what it took and has not
 * given back; the rest (what was paid with store credit) goes back as store credit.
 */
export function planRefund(
  order: RefundableOrder,
  past: PastRefund[],
  chosen: RefundLine[] | null,
  gatewayPaidCents: number,
): PlannedRefund | { refused: RefundRefusal } {
  const left = leftToRefund(order, past)
  const remaining = [...left].filter(([, qty]) => qty > 0)
  if (!remaining.length) return { refused: 'refund_nothing_left' }
  const asked = new Map<string, number>()
  for (const { line, qty } of chosen ?? remaining.map(([line, qty]) => ({ line, qty }))) {
    if (!Number.isSafeInteger(qty) || qty < 1 || !left.has(line)) return { refused: 'refund_lines_invalid' }
    asked.set(line, (asked.get(line) ?? 0) + qty)
  }
  if (!asked.size || [...asked].some(([line, qty]) => qty > (left.get(line) ?? 0)))
    return { refused: 'refund_lines_invalid' }
  const lines = order.lines
    .filter((line) => asked.has(line.id))
    .map((line) => ({ line: line.id, qty: asked.get(line.id) ?? 0 }))
  const isWhole = remaining.every(([line, qty]) => asked.get(line) === qty)
  const refundedCents = past.reduce((sum, refund) => sum + refund.amountCents, 0)
  const amountCents = isWhole
    ? Math.max(0, order.totalCents - refundedCents)
    : order.lines.reduce((sum, line) => sum + lineRefundCents(order, line, asked.get(line.id) ?? 0), 0)
  const gatewayLeft = Math.max(0, gatewayPaidCents - past.reduce((sum, refund) => sum + refund.gatewayCents, 0))
  const gatewayCents = Math.min(amountCents, gatewayLeft)
  return { lines, amountCents, gatewayCents, creditCents: amountCents - gatewayCents, isWhole }
}
