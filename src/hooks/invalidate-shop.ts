import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { SHOP_TAG } from '@/lib/cache-tags'
import { revalidateTags } from '@/lib/revalidation'

/** A saved product, SKU or addon drops the cached catalogue, the search index and the shop's pages. */
export const invalidateShop: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateTags([SHOP_TAG], req)
  return doc
}
