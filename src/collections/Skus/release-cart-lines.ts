import type { CollectionBeforeDeleteHook } from 'payload'

/** A SKU the artist deletes leaves the carts that held it (a cart line cannot point at nothing). */
export const releaseCartLines: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'cart-items', where: { sku: { equals: id } }, req, overrideAccess: true })
}
