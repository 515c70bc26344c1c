import type { Payload } from 'payload'

import { relationId } from '@/lib/relation-id'
import type { Addon, Group, Sku } from '@/payload-types'

import type { Catalogue } from '@/commerce/catalogue'
import {
  byShopOrder,
  readAddons,
  readGroups,
  readProducts,
  readSkus,
  searchDocumentOf,
  toCatalogueProduct,
  type CatalogueProduct,
} from '@/commerce/catalogue-read'
import { addToIndex, emptySearchIndex } from '@/commerce/search-index'

/**
 * Rows read and filed per slice. Measured on 5,000 products: Payload's reading of a product at
 * depth 1 and its indexing cost about 0.15 ms, a SKU about 0.05 ms, so a slice stays well under
 * the 20 ms a request may wait behind it.
 */
const PRODUCT_SLICE = 20
const SKU_SLICE = 100

/** Lets waiting requests (a page, an image, a health check) run between two slices of work. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Reads every row after the last one read, a slice at a time, handing each slice to `file`. */
async function inSlices<T extends { id: number }>(
  read: (afterId: number) => Promise<T[]>,
  size: number,
  file: (rows: T[]) => void,
) {
  for (let after = 0; ;) {
    const rows = await read(after)
    file(rows)
    await breathe()
    if (rows.length < size) return
    after = rows[rows.length - 1].id
  }
}

/** The maps a catalogue answers from, made from its parts. */
export function assembleCatalogue(parts: {
  products: CatalogueProduct[]
  skus: Sku[]
  groups: Group[]
  addons: Addon[]
  search: Catalogue['search']
}): Catalogue {
  const { products, skus, groups, addons, search } = parts
  return {
    products,
    bySlug: new Map(products.map((p) => [p.slug, p])),
    byId: new Map(products.map((p) => [p.id, p])),
    skus: new Map(skus.map((s) => [s.id, s])),
    groups: new Map(groups.map((g) => [g.id, g])),
    groupsBySlug: new Map(groups.map((g) => [g.slug, g])),
    addons: new Map(addons.map((a) => [a.id, a])),
    search,
  }
}

/**
 * Reads the whole published shop a slice at a time (by id, so each query is as quick as the
 * first), yielding to the event loop between slices: the process keeps answering while a large
 * catalogue is read. Rows saved while it reads may be read before or after their save; the
 * caller reads what was saved since it began again afterwards (see getCatalogue).
 */
export async function buildCatalogue(payload: Payload): Promise<Catalogue> {
  const [groups, addons] = await Promise.all([readGroups(payload), readAddons(payload)])
  const skus: Sku[] = []
  await inSlices(
    (after) => readSkus(payload, { id: { greater_than: after } }, SKU_SLICE),
    SKU_SLICE,
    (rows) => skus.push(...rows),
  )
  const skusOf = new Map<number, Sku[]>()
  for (const sku of skus) {
    const productId = relationId(sku.product)
    if (productId == null) continue
    const list = skusOf.get(productId)
    if (list) list.push(sku)
    else skusOf.set(productId, [sku])
  }
  const products: CatalogueProduct[] = []
  const search = emptySearchIndex()
  await inSlices(
    (after) => readProducts(payload, { id: { greater_than: after } }, PRODUCT_SLICE),
    PRODUCT_SLICE,
    (rows) => {
      for (const product of rows) {
        products.push(toCatalogueProduct(product, skusOf.get(product.id) ?? []))
        addToIndex(search, searchDocumentOf(product))
      }
    },
  )
  products.sort(byShopOrder)
  return assembleCatalogue({ products, skus: skus.sort(byShopOrder), groups, addons, search })
}
