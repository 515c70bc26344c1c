import type { Payload } from 'payload'

import { hasAdminRole } from '@/access/is-admin'
import type { Order } from '@/payload-types'

import { isPaid } from '@/commerce/orders/order-state'

/**
 * Who asks to see an order: the signed-in customer (null for none), and whether they are an
 * admin, asked only when they are not the owner (it may take a query or a back-office session).
 */
export type OrderViewer = { userId: number | string | null; isAdmin: () => Promise<boolean> }

/** What the order is looked at for: its tax invoice exists once it is paid; its packing slip always. */
export type OrderDocument = 'invoice' | 'tickets'

const ownerOf = (order: Order) => (typeof order.user === 'object' ? order.user.id : order.user)

/** Whether an order has a tax invoice: paid (onwards), or paid and refunded since. */
export const hasInvoice = (order: Pick<Order, 'status' | 'paid_at'>) =>
  isPaid(order.status) || (order.status === 'refunded' && Boolean(order.paid_at))

/**
 * The order when the viewer may see it for that document: its owner (for the invoice only once
 * it is paid) or an admin; otherwise null, the same for an order that does not exist, so an id
 * tells a stranger nothing.
 */
export async function findViewableOrder(
  payload: Payload,
  id: number | string,
  viewer: OrderViewer,
  document: OrderDocument,
): Promise<Order | null> {
  if (!/^\d{1,12}$/.test(String(id))) return null
  const order = await payload
    .findByID({ collection: 'orders', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!order) return null
  const owner = viewer.userId !== null && String(ownerOf(order)) === String(viewer.userId)
  if (owner && (document === 'tickets' || hasInvoice(order))) return order
  return (await viewer.isAdmin()) ? order : null
}

/** Whether a signed-in customer's account is also an admin's. */
export async function isAdminAccount(payload: Payload, userId: number | string): Promise<boolean> {
  const user = await payload
    .findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  return hasAdminRole(user)
}

/** Whether request headers carry a signed-in back-office admin (Payload's own session cookie). */
export async function isAdminSession(payload: Payload, headers: Headers): Promise<boolean> {
  const { user } = await payload.auth({ headers }).catch(() => ({ user: null }))
  return hasAdminRole(user as { roles?: string[] | null } | null)
}
