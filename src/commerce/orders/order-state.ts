/**
 * Where an order stands, and where it may go from there. A lapsed hold, a declined payment, a
 * replaced checkout and the studio's cancellation all end in `cancelled` (with their reason).
 * Paid onwards the order holds its stock for good; cancelled and refunded gave it back.
 */
export const orderStatuses = [
  'awaiting_payment',
  'paid',
  'packed',
  'dispatched',
  'collected',
  'cancelled',
  'refunded',
] as const

export type OrderStatus = (typeof orderStatuses)[number]

/** Orders the customer has paid for (and the artist has not refunded). */
export const paidStatuses: readonly OrderStatus[] = ['paid', 'packed', 'dispatched', 'collected']

export const isPaid = (status: string): boolean => (paidStatuses as readonly string[]).includes(status)

/** Who moves an order: its payment (the gateway, the return page, the hold's end) or the studio. */
export type Mover = 'payment' | 'studio'

/**
 * Every allowed move, and who may make it. Only a payment makes an order paid; a paid order is
 * refunded, never cancelled; the studio moves a paid order between packed, dispatched and
 * collected as the work goes (and back, to correct a slip); cancelled and refunded are final.
 */
const moves: Record<OrderStatus, Partial<Record<OrderStatus, readonly Mover[]>>> = {
  awaiting_payment: { paid: ['payment'], cancelled: ['payment', 'studio'] },
  paid: { packed: ['studio'], dispatched: ['studio'], collected: ['studio'], refunded: ['studio', 'payment'] },
  packed: { paid: ['studio'], dispatched: ['studio'], collected: ['studio'], refunded: ['studio', 'payment'] },
  dispatched: { packed: ['studio'], collected: ['studio'], refunded: ['studio', 'payment'] },
  collected: { dispatched: ['studio'], refunded: ['studio', 'payment'] },
  cancelled: {},
  refunded: {},
}

/** Why a move is refused, in the studio's words; null when it is allowed. */
export function refusedMove(from: OrderStatus, to: OrderStatus, by: Mover): string | null {
  if (from === to) return null
  if (from === 'cancelled' || from === 'refunded') return 'This order has ended; its status can no longer change.'
  if (moves[from][to]?.includes(by)) return null
  if (to === 'cancelled' && isPaid(from))
    return 'A paid order is refunded, not cancelled: choose Refunded to give the money back.'
  if (to === 'paid' || to === 'awaiting_payment' || (from === 'awaiting_payment' && isPaid(to)))
    return 'An order becomes paid when its customer pays; cancel it instead if it will not be.'
  return `An order cannot go from ${from.replace('_', ' ')} to ${to.replace('_', ' ')}.`
}

/**
 * Whether the work has left the studio: a refund then gives the money back but not the stock
 * (a painting that comes back is put back in stock by hand).
 */
export const hasLeftTheStudio = (status: string) => status === 'dispatched' || status === 'collected'
