import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { CONTENT_TAG } from '@/lib/cache-tags'
import { revalidateTags } from '@/lib/revalidation'

/** Pages show content of many collections; any save drops the cached content and the pages showing it. */
export const invalidateContent: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateTags([CONTENT_TAG], req)
  return doc
}
