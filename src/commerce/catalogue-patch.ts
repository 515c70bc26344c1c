import type { Payload } from 'payload'

import { relationId } from '@/lib/relation-id'

import type { Catalogue } from '@/commerce/catalogue'
import type { CatalogueChanges } from '@/commerce/catalogue-changes'
import {
  byShopOrder,
  readAddons,
  readGroups,
  readProducts,
  readProductIds,
  readSkus,
  searchDocumentOf,
  skusByProduct,
  toCatalogueProduct,
  type CatalogueGroup,
  type CatalogueProduct,
} from '@/commerce/catalogue-read'
import { addToIndex, removeFromIndex } from '@/commerce/search-index'

function removeProduct(catalogue: Catalogue, id: number) {
  const old = catalogue.byId.get(id)
  if (!old) return
  catalogue.products.splice(catalogue.products.indexOf(old), 1)
  catalogue.byId.delete(id)
  if (catalogue.bySlug.get(old.slug) === old) catalogue.bySlug.delete(old.slug)
  removeFromIndex(catalogue.search, id)
}

function insertProduct(catalogue: Catalogue, product: CatalogueProduct) {
  const { products } = catalogue
  let lo = 0
  let hi = products.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (byShopOrder(products[mid], product) < 0) lo = mid + 1
    else hi = mid
  }
  products.splice(lo, 0, product)
  catalogue.byId.set(product.id, product)
  catalogue.bySlug.set(product.slug, product)
  addToIndex(catalogue.search, searchDocumentOf(product))
}

/**
 * The groups read again. A deleted group leaves its products' group lists in the database (the
 * link rows go with it) without a save of theirs: it leaves them here too.
 */
function replaceGroups(catalogue: Catalogue, groups: CatalogueGroup[]) {
  const before = catalogue.groups
  catalogue.groups = new Map(groups.map((g) => [g.id, g]))
  catalogue.groupsBySlug = new Map(groups.map((g) => [g.slug, g]))
  const gone = new Set([...before.keys()].filter((id) => !catalogue.groups.has(id)))
  if (!gone.size) return
  for (const product of catalogue.products) {
    if (product.groupIds.some((id) => gone.has(id))) product.groupIds = product.groupIds.filter((id) => !gone.has(id))
  }
}

/** The products a change touches: those named, those of the SKUs named (now and before), those showing a picture named. */
async function productsTouched(payload: Payload, catalogue: Catalogue, ids: CatalogueChanges): Promise<number[]> {
  const touched = new Set(ids.product)
  if (ids.sku.size) {
    for (const sku of await readSkus(payload, { id: { in: [...ids.sku] } })) touched.add(relationId(sku.product) ?? -1)
    for (const id of ids.sku) touched.add(relationId(catalogue.skus.get(id)?.product) ?? -1)
  }
  if (ids.media.size) {
    const media = [...ids.media]
    const showing = await readProductIds(payload, {
      or: [{ 'images.image': { in: media } }, { size_chart_image: { in: media } }],
    })
    for (const id of showing) touched.add(id)
  }
  touched.delete(-1)
  return [...touched]
}

/**
 * Reads the named products, SKUs, addons and pictures (and the groups) again and puts them in
 * place of what the catalogue held for them: a product no longer published (or deleted) leaves
 * it, with its SKUs and search entries. A SKU's change reads its whole product again, the one it
 * belongs to now and the one it was filed under (a SKU may move); a picture's, the products
 * showing it. The reads come first; the catalogue is then changed in one synchronous step, so no
 * reader sees it half changed.
 */
export async function patchCatalogue(payload: Payload, catalogue: Catalogue, ids: CatalogueChanges): Promise<void> {
  const named = await productsTouched(payload, catalogue, ids)
  const touched = new Set(named)
  const [products, skus, addons, groups] = await Promise.all([
    named.length ? readProducts(payload, { id: { in: named } }) : [],
    named.length ? readSkus(payload, { product: { in: named } }) : [],
    ids.addon.size ? readAddons(payload, { id: { in: [...ids.addon] } }) : [],
    ids.groups ? readGroups(payload) : null,
  ])

  for (const id of touched) removeProduct(catalogue, id)
  for (const [id, sku] of catalogue.skus) {
    if (ids.sku.has(id) || touched.has(relationId(sku.product) ?? -1)) catalogue.skus.delete(id)
  }
  for (const sku of skus) catalogue.skus.set(sku.id, sku)
  if (groups) replaceGroups(catalogue, groups)
  const skusOf = skusByProduct(skus)
  for (const product of products) insertProduct(catalogue, toCatalogueProduct(product, skusOf.get(product.id) ?? []))
  for (const id of ids.addon) catalogue.addons.delete(id)
  for (const addon of addons) catalogue.addons.set(addon.id, addon)
}
