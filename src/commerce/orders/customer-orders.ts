import type { Payload } from 'payload'

import { presentOrder } from '@/commerce/orders/present-order'
import { DomainError } from '@/lib/domain-error'

/** A customer's orders as their account shows them, newest first; those given up unpaid are left out. */
export async function listOrders(payload: Payload, userId: number | string) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { user: { equals: userId } },
        { or: [{ status: { not_equals: 'cancelled' } }, { paid_at: { exists: true } }] },
      ],
    },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(presentOrder)
}

/** One of the customer's own orders; another customer's order is refused exactly like a missing one. */
export async function customerOrder(payload: Payload, userId: number | string, orderId: number) {
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!order || Number(order.user) !== Number(userId)) throw new DomainError('order_not_found')
  return presentOrder(order)
}
