import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { afterCommit } from '@/lib/after-commit'
import { SHIPPING_TAG } from '@/lib/cache-tags'
import { invalidateTag } from '@/lib/memo-cache'

/** A saved shipping type drops the cached rules once the change has committed (no page shows them). */
export const invalidateShipping: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await afterCommit(req, async () => invalidateTag(SHIPPING_TAG))
  return doc
}
