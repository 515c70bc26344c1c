import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { catalogueChange, type CatalogueRecord } from '@/commerce/catalogue-changes'
import { onlyLanguageChanged } from '@/i18n/language-of-save'
import { SHOP_TAG } from '@/lib/cache-tags'
import { revalidateTags } from '@/lib/revalidation'

const records: Record<string, CatalogueRecord> = { products: 'product', skus: 'sku', addons: 'addon' }

/**
 * A saved product, SKU or addon drops the shop's pages (only one language's when it changed only
 * that language's texts); the catalogue in memory and its search index read that one record again
 * (any other collection is taken as anything changed).
 */
export const invalidateShop: CollectionAfterChangeHook & CollectionAfterDeleteHook = async (args) => {
  const { collection, doc, req } = args
  const record = records[collection.slug]
  const previousDoc = 'previousDoc' in args ? args.previousDoc : undefined
  const language = onlyLanguageChanged(collection.flattenedFields, doc, previousDoc, req.locale ?? undefined)
  await revalidateTags([SHOP_TAG], req, record ? [catalogueChange(record, doc.id)] : null, language)
  return doc
}
