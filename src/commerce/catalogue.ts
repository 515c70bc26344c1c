import type { Payload } from 'payload'

import { GROUPS_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import { relationId } from '@/lib/relation-id'
import type { Addon, Group, Product, Sku } from '@/payload-types'

import { buildSearchIndex, type SearchIndex } from '@/commerce/search-index'

export type CatalogueProduct = Product & { skuList: Sku[]; groupIds: number[] }

/** The published shop in memory: products with their SKUs, product groups and addons. */
export type Catalogue = {
  products: CatalogueProduct[]
  bySlug: Map<string, CatalogueProduct>
  byId: Map<number, CatalogueProduct>
  skus: Map<number, Sku>
  groups: Map<number, Group>
  groupsBySlug: Map<string, Group>
  addons: Map<number, Addon>
  search: SearchIndex
}

/**
 * Reads the published catalogue once and keeps it until a product, SKU, addon or group is
 * saved (SHOP_TAG, GROUPS_TAG). A shop of a few hundred paintings is small; lists, product
 * pages, SKU lookups, cart prices and search are answered from memory, so a page costs no query.
 */
export function getCatalogue(payload: Payload): Promise<Catalogue> {
  return memo('catalogue', [SHOP_TAG, GROUPS_TAG], () => loadCatalogue(payload))
}

async function loadCatalogue(payload: Payload): Promise<Catalogue> {
  const all = { limit: 0, pagination: false as const, overrideAccess: true }
  const [products, skus, groups, addons] = await Promise.all([
    payload.find({
      collection: 'products',
      where: { _status: { equals: 'published' } },
      depth: 1,
      sort: 'sort_order',
      ...all,
    }),
    payload.find({ collection: 'skus', depth: 0, sort: 'sort_order', ...all }),
    payload.find({ collection: 'groups', where: { model: { equals: 'product' } }, depth: 1, sort: 'lft', ...all }),
    payload.find({ collection: 'addons', depth: 0, ...all }),
  ])
  const skusOf = new Map<number, Sku[]>()
  for (const sku of skus.docs) {
    const productId = relationId(sku.product)
    if (productId != null) skusOf.set(productId, [...(skusOf.get(productId) ?? []), sku])
  }
  const list: CatalogueProduct[] = products.docs.map((product) => ({
    ...product,
    skuList: skusOf.get(product.id) ?? [],
    groupIds: (product.groups ?? []).map(relationId).filter((id): id is number => id != null),
  }))
  return {
    products: list,
    bySlug: new Map(list.map((p) => [p.slug, p])),
    byId: new Map(list.map((p) => [p.id, p])),
    skus: new Map(skus.docs.map((s) => [s.id, s])),
    groups: new Map(groups.docs.map((g) => [g.id, g])),
    groupsBySlug: new Map(groups.docs.map((g) => [g.slug, g])),
    addons: new Map(addons.docs.map((a) => [a.id, a])),
    search: buildSearchIndex(
      list.map((p) => ({
        id: p.id,
        name: p.name,
        text: [p.blurb, p.content, p.medium, p.series, p.brand].filter(Boolean).join(' '),
      })),
    ),
  }
}
