import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { catalogueChange, type CatalogueRecord } from '@/commerce/catalogue-changes'
import { SHOP_TAG } from '@/lib/cache-tags'
import { revalidateTags } from '@/lib/revalidation'

const records: Record<string, CatalogueRecord> = { products: 'product', skus: 'sku', addons: 'addon' }

/**
 * A saved product, SKU or addon drops the shop's pages; the catalogue in memory and its search
 * index read that one record again (any other collection is taken as anything changed).
 */
export const invalidateShop: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({
  collection,
  doc,
  req,
}) => {
  const record = records[collection.slug]
  await revalidateTags([SHOP_TAG], req, record ? [catalogueChange(record, doc.id)] : null)
  return doc
}
