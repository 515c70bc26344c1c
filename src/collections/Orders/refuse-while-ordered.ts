import { APIError, type PayloadRequest } from 'payload'

/**
 * Refuses to delete a product or SKU while an order holds a line of it: the order keeps what was
 * sold. The artist reads why, and what to do instead.
 */
export async function refuseWhileOrdered(
  req: PayloadRequest,
  line: 'lines.product' | 'lines.sku',
  id: number | string,
  instead: string,
): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'orders',
    where: { [line]: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs)
    throw new APIError(
      `This ${line === 'lines.sku' ? 'SKU' : 'product'} is on ${totalDocs === 1 ? 'an order, which keeps' : `${totalDocs} orders, which keep`} what was sold: ${instead}`,
      400,
      null,
      true,
    )
}
