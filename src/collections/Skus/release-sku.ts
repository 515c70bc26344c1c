import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * Before a SKU is deleted: refused while an order holds a line of it (the order keeps what was
 * sold); otherwise the carts and the back-in-stock requests let go of it, in the
 * deletion's transaction.
 */
export const releaseSku: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'orders',
    where: { 'lines.sku': { equals: id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs)
    throw new APIError(
      `This SKU is on ${totalDocs === 1 ? 'an order, which keeps' : `${totalDocs} orders, which keep`} what was sold: set its stock to 0 instead.`,
      400,
      null,
      true,
    )
  for (const collection of ['cart-items', 'stock-alerts'] as const)
    await req.payload.delete({ collection, where: { sku: { equals: id } }, req, overrideAccess: true })
}
