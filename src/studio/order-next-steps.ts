import { isPaid, type OrderStatus, refusedMove } from '@/commerce/orders/order-state'

/** A button of the order screen: the status it moves the order to, and what it needs. */
export type NextStep = 'packed' | 'dispatched' | 'collected' | 'refunded' | 'cancelled'

const FORWARD: NextStep[] = ['packed', 'dispatched', 'collected']

/**
 * The next steps the studio is offered for an order, each one the order's state machine allows
 * from where it stands: packed, then dispatched (a delivery) or collected (a pick-up); a refund
 * of a paid order; the cancellation of one still waiting for payment. Going back a step, for a
 * slip, stays with the status field.
 */
export function nextSteps(status: OrderStatus, isPickUp: boolean): NextStep[] {
  const order: OrderStatus[] = ['paid', 'packed', 'dispatched', 'collected']
  const forward = FORWARD.filter(
    (to) =>
      !refusedMove(status, to, 'studio') &&
      order.indexOf(to) > order.indexOf(status) &&
      (to === 'dispatched' ? !isPickUp : to === 'collected' ? isPickUp : true),
  )
  const ending: NextStep[] = []
  if (isPaid(status) && !refusedMove(status, 'refunded', 'studio')) ending.push('refunded')
  if (status === 'awaiting_payment' && !refusedMove(status, 'cancelled', 'studio')) ending.push('cancelled')
  return [...forward, ...ending]
}
