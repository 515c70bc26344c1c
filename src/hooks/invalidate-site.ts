import type { CollectionAfterChangeHook, GlobalAfterChangeHook } from 'payload'

import { GROUPS_TAG, SITE_TAG } from '@/lib/cache-tags'
import { invalidateTag } from '@/lib/memo-cache'

/** Site-wide data (settings, navigation, logos) is cached; any save drops that cache. */
export const invalidateSiteOnGlobalChange: GlobalAfterChangeHook = ({ doc }) => {
  invalidateTag(SITE_TAG)
  return doc
}

/** A replaced or re-cropped image shows in logos and group tiles. */
export const invalidateSiteOnMediaChange: CollectionAfterChangeHook = ({ doc }) => {
  invalidateTag(SITE_TAG)
  invalidateTag(GROUPS_TAG)
  return doc
}
