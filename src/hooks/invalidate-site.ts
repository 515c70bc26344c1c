import type { CollectionAfterChangeHook, GlobalAfterChangeHook } from 'payload'

import { SITE_TAG } from '@/lib/cache-tags'
import { invalidateTag } from '@/lib/memo-cache'

/** Site-wide data (settings, navigation, logos) is cached; any save drops that cache. */
export const invalidateSiteOnGlobalChange: GlobalAfterChangeHook = ({ doc }) => {
  invalidateTag(SITE_TAG)
  return doc
}

export const invalidateSiteOnMediaChange: CollectionAfterChangeHook = ({ doc }) => {
  invalidateTag(SITE_TAG)
  return doc
}
