import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { refuseWhileOrdered } from '@/collections/Orders/refuse-while-ordered'

/**
 * Before a product is deleted: refused while an order holds a line of it (unpublished, it leaves
 * the shop all the same); otherwise its SKUs go with it, in the deletion's transaction, as a draft
 * brought in by the import and not wanted goes.
 */
export const deleteProductSkus: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await refuseWhileOrdered(req, 'lines.product', id, 'unpublish it instead, and it leaves the shop.')
  const { errors } = await req.payload.delete({
    collection: 'skus',
    where: { product: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (errors.length) throw new APIError(errors[0].message, 400, null, true)
}
