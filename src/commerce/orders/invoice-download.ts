import type { Payload } from 'payload'

import { orderInvoicePdf } from '@/commerce/orders/order-invoice'
import { findViewableOrder, isAdminAccount, isAdminSession } from '@/commerce/orders/viewable-order'
import { DomainError } from '@/lib/domain-error'

/** Who asks for a document: the signed-in customer (if any) and the request's headers, which may carry a back-office session. */
type Asker = { userId: number | string | null; headers: Headers }

/**
 * The tax invoice of a paid order as a PDF, for the customer who placed it and for admins. A
 * back-office admin without a customer session may use the same link (Payload's session cookie),
 * so the invoice page's "Download PDF" works for both; anyone else's order, an unpaid one and a
 * missing one are all refused alike.
 */
export async function invoiceDownload(payload: Payload, orderId: string, asker: Asker) {
  const { userId } = asker
  const adminSession = () => isAdminSession(payload, asker.headers)
  if (userId === null && !(await adminSession())) throw new DomainError('sign_in_required')
  const order = await findViewableOrder(
    payload,
    orderId,
    {
      userId,
      isAdmin: async () => (userId !== null && (await isAdminAccount(payload, userId))) || (await adminSession()),
    },
    'invoice',
  )
  if (!order) throw new DomainError('order_not_found')
  return orderInvoicePdf(payload, order)
}
