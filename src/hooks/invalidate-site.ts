import type { CollectionAfterChangeHook, GlobalAfterChangeHook } from 'payload'

import { catalogueChange, GROUPS_CHANGE } from '@/commerce/catalogue-changes'
import { onlyLanguageChanged } from '@/i18n/language-of-save'
import { CONTENT_TAG, GROUPS_TAG, SITE_TAG } from '@/lib/cache-tags'
import { revalidateTags } from '@/lib/revalidation'

/**
 * Site-wide data (settings, navigation, logos) is cached; any save drops that cache and the pages
 * showing it (only one language's pages when it changed only that language's texts).
 */
export const invalidateSiteOnGlobalChange: GlobalAfterChangeHook = async ({ doc, global, previousDoc, req }) => {
  const language = onlyLanguageChanged(global.flattenedFields, doc, previousDoc, req.locale ?? undefined)
  await revalidateTags([SITE_TAG], req, null, language)
  return doc
}

/**
 * A replaced or re-cropped image shows in logos, group tiles and pages. A customer's upload shows
 * on no page, so it does not empty the site's cache (nor could a customer empty it by uploading).
 */
export const invalidateSiteOnMediaChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  if ((doc as { owner?: unknown }).owner) return doc
  // The shop's catalogue reads again the groups and the products that show the picture.
  await revalidateTags([SITE_TAG, GROUPS_TAG, CONTENT_TAG], req, [GROUPS_CHANGE, catalogueChange('media', doc.id)])
  return doc
}
