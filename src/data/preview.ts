import 'server-only'

import { getCatalogue } from '@/commerce/catalogue'
import { presentArticle } from '@/content/blog/articles'
import { presentEpisodePage } from '@/content/podcast/podcast'
import { presentProduct } from '@/commerce/present-product'
import { withAvailability } from '@/commerce/availability/availability'
import { relationId } from '@/lib/relation-id'
import { getPayloadClient } from '@/lib/payload'
import { withEnglishMarked } from '@/content/widget-language'
import type { Locale } from '@/i18n/locales'
import { findTranslatable } from '@/i18n/translations'

/**
 * The latest version of a page, draft or published, in `locale` (its widgets naming what is still
 * English), read past every cache; null when there is none.
 */
export async function getDraftPage(id: number, locale: Locale) {
  const payload = await getPayloadClient()
  const page = await payload.findByID({
    collection: 'pages',
    id,
    draft: true,
    locale,
    depth: 2,
    overrideAccess: true,
    disableErrors: true,
  })
  return page ? withEnglishMarked(payload, page, locale) : null
}

/** The latest version of a document, draft or published, in English with its translations. */
const latest = async <C extends 'products' | 'articles' | 'podcast-episodes'>(collection: C, id: number, depth: number) => {
  const payload = await getPayloadClient()
  const [doc] = await findTranslatable(payload, {
    collection,
    where: { id: { equals: id } },
    draft: true,
    depth,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return doc ?? null
}

/** The latest version of a product as its page would show it in `locale`, with its SKUs as they stand now. */
export async function getDraftProduct(id: number, locale: Locale) {
  const payload = await getPayloadClient()
  const product = await latest('products', id, 1)
  if (!product) return null
  const { docs: skuList } = await payload.find({
    collection: 'skus',
    where: { product: { equals: id } },
    sort: 'sort_order',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const groupIds = (product.groups ?? []).map(relationId).filter((g): g is number => g != null)
  const presented = presentProduct(
    { ...product, skuList, groupIds },
    await getCatalogue(payload),
    { aspect: 'raw', width: 1200 },
    locale,
  )
  return withAvailability({ payload }, presented, skuList)
}

/** The latest version of an article as its page would show it in `locale`. */
export async function getDraftArticle(id: number, locale: Locale) {
  const article = await latest('articles', id, 1)
  return article ? presentArticle(await getPayloadClient(), article, undefined, locale) : null
}

/** The latest version of an episode as its page would show it in `locale`. */
export async function getDraftEpisode(id: number, locale: Locale) {
  const episode = await latest('podcast-episodes', id, 2)
  return episode ? presentEpisodePage(await getPayloadClient(), episode, undefined, locale) : null
}
