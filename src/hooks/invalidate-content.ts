import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { CONTENT_TAG } from '@/lib/cache-tags'
import { invalidateTag } from '@/lib/memo-cache'

/** Pages show content of many collections; any save drops the cached content. */
export const invalidateContent: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  invalidateTag(CONTENT_TAG)
  return doc
}
