/** Where an order stands. Paid onwards it holds its stock for good; cancelled and refunded gave it back. */
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
