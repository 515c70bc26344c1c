import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { SHIPPING_TAG } from '@/lib/cache-tags'
import { forgetTags } from '@/lib/revalidation'

/** A saved shipping type drops the cached rules once the change has committed (no page shows them). */
export const invalidateShipping: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await forgetTags([SHIPPING_TAG], req)
  return doc
}
