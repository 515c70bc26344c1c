import type { Payload } from 'payload'

import type { Sku } from '@/payload-types'

import type { Catalogue } from '@/commerce/catalogue'
import {
  byShopOrder,
  readAddons,
  readGroups,
  readProducts,
  readSkus,
  searchDocumentOf,
  skusByProduct,
  toCatalogueProduct,
  type CatalogueAddon,
  type CatalogueGroup,
  type CatalogueProduct,
} from '@/commerce/catalogue-read'
import { emptySearchIndex, fileInIndex } from '@/commerce/search-index'

/**
 * Rows read and filed per slice, to begin with and at most. Measured with 5,000 products on a
 * quiet machine: a query costs about 6 ms whatever its size, then a product (read at depth 1 and
 * indexed) about 0.15 ms and a SKU about 0.05 ms.
 */
const PRODUCT_SLICE = { first: 20, most: 50 }
const SKU_SLICE = { first: 100, most: 400 }

/**
 * What one slice should take. The size follows the time slices took (a process's first reads run
 * slower code, and a busy machine slows everything), so a request waits about this long behind one.
 */
const SLICE_MS = 10

/** Lets waiting requests (a page, an image, a health check) run between two slices of work. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve))

/** What runs between two slices of a read (see buildCatalogue). */
type Pause = () => Promise<void>

/** Reads every row after the last one read, a slice at a time, handing each slice to `file`. */
async function inSlices<T extends { id: number }>(
  read: (afterId: number, size: number) => Promise<T[]>,
  slice: { first: number; most: number },
  file: (rows: T[]) => void,
  pause: Pause,
) {
  let size = slice.first
  for (let after = 0; ;) {
    const started = performance.now()
    const rows = await read(after, size)
    file(rows)
    const took = performance.now() - started
    await pause()
    if (rows.length < size) return
    after = rows[rows.length - 1].id
    size = Math.max(5, Math.min(slice.most, Math.round((size * SLICE_MS) / Math.max(took, 1))))
  }
}

/** The maps a catalogue answers from, made from its parts. */
export function assembleCatalogue(parts: {
  products: CatalogueProduct[]
  skus: Sku[]
  groups: CatalogueGroup[]
  addons: CatalogueAddon[]
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
 * caller reads what was saved since it began again afterwards (see getCatalogue). `pause` runs
 * before the first read and between slices: by default it lets what is ready run; a read in the
 * background, which no request waits for, waits for the requests being answered.
 */
export async function buildCatalogue(payload: Payload, pause: Pause = breathe): Promise<Catalogue> {
  await pause()
  const [groups, addons] = await Promise.all([readGroups(payload), readAddons(payload)])
  const skus: Sku[] = []
  await inSlices(
    (after, size) => readSkus(payload, { id: { greater_than: after } }, size),
    SKU_SLICE,
    (rows) => skus.push(...rows),
    pause,
  )
  const skusOf = skusByProduct(skus)
  const products: CatalogueProduct[] = []
  const search = emptySearchIndex()
  await inSlices(
    (after, size) => readProducts(payload, { id: { greater_than: after } }, size),
    PRODUCT_SLICE,
    (rows) => {
      for (const product of rows) products.push(toCatalogueProduct(product, skusOf.get(product.id) ?? []))
      fileInIndex(search, rows.map(searchDocumentOf))
    },
    pause,
  )
  products.sort(byShopOrder)
  return assembleCatalogue({ products, skus: skus.sort(byShopOrder), groups, addons, search })
}
