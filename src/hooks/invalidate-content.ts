import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { onlyLanguageChanged } from '@/i18n/language-of-save'
import { CONTENT_TAG } from '@/lib/cache-tags'
import { revalidateTags } from '@/lib/revalidation'

/**
 * Pages show content of many collections; any save drops the cached content and the pages showing
 * it (only one language's pages when it changed only that language's texts).
 */
export const invalidateContent: CollectionAfterChangeHook & CollectionAfterDeleteHook = async (args) => {
  const { collection, doc, req } = args
  const previousDoc = 'previousDoc' in args ? args.previousDoc : undefined
  const language = onlyLanguageChanged(collection.flattenedFields, doc, previousDoc, req.locale ?? undefined)
  await revalidateTags([CONTENT_TAG], req, null, language)
  return doc
}
