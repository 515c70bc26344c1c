import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { promotionsChanged } from '@/commerce/checkout/promotion-codes'

/** A saved or deleted promotion drops the kept codes once the change has committed. */
export const invalidatePromotions: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await promotionsChanged({ payload: req.payload, req })
  return doc
}
