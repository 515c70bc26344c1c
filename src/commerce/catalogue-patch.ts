import type { Payload } from 'payload'

import { relationId } from '@/lib/relation-id'
import type { Sku } from '@/payload-types'

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

/**
 * The products a change touches: to read again, those named and those showing a picture named;
 * to give their SKUs again only, those whose SKUs alone changed (now and before), as an order's
 * stock does: the product itself, its words and its search entries are as they were.
 */
async function productsTouched(payload: Payload, catalogue: Catalogue, ids: CatalogueChanges) {
  const reread = new Set(ids.product)
  const bySku = new Set<number>()
  if (ids.sku.size) {
    for (const sku of await readSkus(payload, { id: { in: [...ids.sku] } })) bySku.add(relationId(sku.product) ?? -1)
    for (const id of ids.sku) bySku.add(relationId(catalogue.skus.get(id)?.product) ?? -1)
  }
  if (ids.media.size) {
    const media = [...ids.media]
    const showing = await readProductIds(payload, {
      or: [{ 'images.image': { in: media } }, { size_chart_image: { in: media } }],
    })
    for (const id of showing) reread.add(id)
  }
  bySku.delete(-1)
  // A SKU of a product the catalogue does not hold: read it, in case it is published.
  for (const id of bySku) if (!catalogue.byId.has(id)) reread.add(id)
  const skusOnly = [...bySku].filter((id) => !reread.has(id))
  return { reread: [...reread], skusOnly }
}

/** A product the catalogue holds, given its SKUs again in its place (its order in the shop is its own, unchanged). */
function replaceSkus(catalogue: Catalogue, id: number, skus: Sku[]) {
  const old = catalogue.byId.get(id)
  if (!old) return
  const product = toCatalogueProduct(old, skus)
  catalogue.products[catalogue.products.indexOf(old)] = product
  catalogue.byId.set(id, product)
  if (catalogue.bySlug.get(old.slug) === old) catalogue.bySlug.set(old.slug, product)
}

/**
 * Reads the named products, SKUs, addons and pictures (and the groups) again and puts them in
 * place of what the catalogue held for them: a product no longer published (or deleted) leaves
 * it, with its SKUs and search entries. A SKU's change reads the SKUs of its product again, the
 * one it belongs to now and the one it was filed under (a SKU may move), and gives the product
 * held its new SKUs without reading it (an order's stock changes a SKU on every sale); a
 * picture's change reads again the products showing it. The reads come first; the catalogue is
 * then changed in one synchronous step, so no reader sees it half changed.
 */
export async function patchCatalogue(payload: Payload, catalogue: Catalogue, ids: CatalogueChanges): Promise<void> {
  const { reread, skusOnly } = await productsTouched(payload, catalogue, ids)
  const all = [...reread, ...skusOnly]
  const touched = new Set(all)
  const [products, skus, addons, groups] = await Promise.all([
    reread.length ? readProducts(payload, { id: { in: reread } }) : [],
    all.length ? readSkus(payload, { product: { in: all } }) : [],
    ids.addon.size ? readAddons(payload, { id: { in: [...ids.addon] } }) : [],
    ids.groups ? readGroups(payload) : null,
  ])

  for (const id of reread) removeProduct(catalogue, id)
  for (const [id, sku] of catalogue.skus) {
    if (ids.sku.has(id) || touched.has(relationId(sku.product) ?? -1)) catalogue.skus.delete(id)
  }
  for (const sku of skus) catalogue.skus.set(sku.id, sku)
  if (groups) replaceGroups(catalogue, groups)
  const skusOf = skusByProduct(skus)
  for (const product of products) insertProduct(catalogue, toCatalogueProduct(product, skusOf.get(product.id) ?? []))
  for (const id of skusOnly) replaceSkus(catalogue, id, skusOf.get(id) ?? [])
  for (const id of ids.addon) catalogue.addons.delete(id)
  for (const addon of addons) catalogue.addons.set(addon.id, addon)
}
