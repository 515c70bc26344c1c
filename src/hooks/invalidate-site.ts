import type { CollectionAfterChangeHook, GlobalAfterChangeHook } from 'payload'

import { CONTENT_TAG, GROUPS_TAG, SITE_TAG } from '@/lib/cache-tags'
import { revalidateTags } from '@/lib/revalidation'

/** Site-wide data (settings, navigation, logos) is cached; any save drops that cache and the pages showing it. */
export const invalidateSiteOnGlobalChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await revalidateTags([SITE_TAG], req)
  return doc
}

/**
 * A replaced or re-cropped image shows in logos, group tiles and pages. A customer's upload shows
 * on no page, so it does not empty the site's cache (nor could a customer empty it by uploading).
 */
export const invalidateSiteOnMediaChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  if ((doc as { owner?: unknown }).owner) return doc
  await revalidateTags([SITE_TAG, GROUPS_TAG, CONTENT_TAG], req)
  return doc
}
