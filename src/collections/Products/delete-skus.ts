import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * Before a product is deleted: refused while an order holds a line of it (the order keeps what was
 * sold; unpublished, it leaves the shop all the same); otherwise its SKUs go with it, in the
 * deletion's transaction, as a draft brought in by the import and not wanted goes.
 */
export const deleteProductSkus: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'orders',
    where: { 'lines.product': { equals: id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs)
    throw new APIError(
      `This product is on ${totalDocs === 1 ? 'an order, which keeps' : `${totalDocs} orders, which keep`} what was sold: unpublish it instead, and it leaves the shop.`,
      400,
      null,
      true,
    )
  const { errors } = await req.payload.delete({
    collection: 'skus',
    where: { product: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (errors.length) throw new APIError(errors[0].message, 400, null, true)
}
