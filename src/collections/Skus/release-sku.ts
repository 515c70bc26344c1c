import type { CollectionBeforeDeleteHook } from 'payload'

import { refuseWhileOrdered } from '@/collections/Orders/refuse-while-ordered'

/**
 * Before a SKU is deleted: refused while an order holds a line of it; otherwise the carts and the
 * back-in-stock requests let go of it, in the deletion's transaction.
 */
export const releaseSku: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await refuseWhileOrdered(req, 'lines.sku', id, 'set its stock to 0 instead.')
  for (const collection of ['cart-items', 'stock-alerts'] as const)
    await req.payload.delete({ collection, where: { sku: { equals: id } }, req, overrideAccess: true })
}
