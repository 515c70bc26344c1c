import 'server-only'

import { getCatalogue } from '@/commerce/catalogue'
import { presentArticle } from '@/content/blog/articles'
import { presentEpisodePage } from '@/content/podcast/podcast'
import { presentProduct } from '@/commerce/present-product'
import { withAvailability } from '@/commerce/availability/availability'
import { relationId } from '@/lib/relation-id'
import { getPayloadClient } from '@/lib/payload'

/** The latest version of a page, draft or published, read past every cache; null when there is none. */
export async function getDraftPage(id: number) {
  const payload = await getPayloadClient()
  return payload.findByID({ collection: 'pages', id, draft: true, depth: 2, overrideAccess: true, disableErrors: true })
}

/** The latest version of a product as its page would show it, with its SKUs as they stand now. */
export async function getDraftProduct(id: number) {
  const payload = await getPayloadClient()
  const product = await payload.findByID({
    collection: 'products',
    id,
    draft: true,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
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
  const presented = presentProduct({ ...product, skuList, groupIds }, await getCatalogue(payload), {
    aspect: 'raw',
    width: 1200,
  })
  return withAvailability({ payload }, presented, skuList)
}

/** The latest version of an article as its page would show it. */
export async function getDraftArticle(id: number) {
  const payload = await getPayloadClient()
  const article = await payload.findByID({ collection: 'articles', id, draft: true, depth: 1, overrideAccess: true, disableErrors: true })
  return article ? presentArticle(payload, article) : null
}

/** The latest version of an episode as its page would show it. */
export async function getDraftEpisode(id: number) {
  const payload = await getPayloadClient()
  const episode = await payload.findByID({
    collection: 'podcast-episodes',
    id,
    draft: true,
    depth: 2,
    overrideAccess: true,
    disableErrors: true,
  })
  return episode ? presentEpisodePage(payload, episode) : null
}
