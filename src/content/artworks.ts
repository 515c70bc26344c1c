import type { Payload } from 'payload'

import { getCatalogue } from '@/commerce/catalogue'
import { presentProductSummary } from '@/commerce/present-product'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relation-id'

/** The shop's works a story names, as cards: picture, name, price or sold. */
const ARTWORK_IMAGE = { aspect: '1x1', width: 300 } as const

/** The ids of the works a story names, whether stored as ids or as populated products. */
export const artworkIds = (artworks: unknown): number[] =>
  (Array.isArray(artworks) ? artworks : []).map(relationId).filter((id): id is number => id != null)

/**
 * The named works that are in the shop now, in the order named; a work since unpublished or
 * deleted drops out rather than leaving a broken card. In `locale`, as the shop shows them.
 */
export async function presentArtworks(payload: Payload, ids: number[], locale: Locale = DEFAULT_LOCALE) {
  if (!ids.length) return []
  const shop = await getCatalogue(payload)
  return ids.flatMap((id) => {
    const product = shop.byId.get(id)
    return product ? [presentProductSummary(product, ARTWORK_IMAGE, locale)] : []
  })
}
