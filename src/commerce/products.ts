import { DomainError } from '@/lib/domain-error'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { inLanguage } from '@/i18n/translations'
import { toImage } from '@/media/image'
import type { Group, Media } from '@/payload-types'

import { resolveAddons, type AddonValue } from '@/commerce/addon-choices'
import type { Catalogue, CatalogueProduct } from '@/commerce/catalogue'
import type { CatalogueGroup } from '@/commerce/catalogue-read'
import { toCents, toDollars } from '@/commerce/money'
import { addonsOf, presentProductSummary, type ImageOptions } from '@/commerce/present-product'
import { isOnSpecial, productPrice } from '@/commerce/product-pricing'
import { artSize } from '@/commerce/art-dimensions'
import { ART_SIZES, mediumSlug, type ArtSize, type ShopView } from '@/lib/shop-view'
import { search } from '@/commerce/search-index'
import { isCompleteChoice, optionMismatch, optionKey, type OptionChoice } from '@/commerce/sku-options'

/** The group whose children are the shop's category tiles (spec: the range-level parent category). */
const RANGE_LEVEL_SLUG = 'range-level'

const byGroupRef = (catalogue: Catalogue, ref: number | string): CatalogueGroup | undefined =>
  typeof ref === 'number' || /^\d+$/.test(ref) ? catalogue.groups.get(Number(ref)) : catalogue.groupsBySlug.get(ref)

/** The group and every group below it in its tree (nested set: lft and rgt inside the group's). */
function subtreeIds(catalogue: Catalogue, group: Group): Set<number> {
  const ids = new Set([group.id])
  for (const g of catalogue.groups.values()) {
    if (g.root === group.root && (g.lft ?? 0) > (group.lft ?? 0) && (g.rgt ?? 0) < (group.rgt ?? 0)) ids.add(g.id)
  }
  return ids
}

/** The shop's category tiles: the children of the range-level group, in tree order. */
export function shopTiles(catalogue: Catalogue, image: ImageOptions, locale: Locale = DEFAULT_LOCALE) {
  const parent = catalogue.groupsBySlug.get(RANGE_LEVEL_SLUG)
  if (!parent) return []
  return [...catalogue.groups.values()]
    .filter(
      (g) =>
        g.root === parent.root &&
        g.level === (parent.level ?? 0) + 1 &&
        (g.lft ?? 0) > (parent.lft ?? 0) &&
        (g.rgt ?? 0) < (parent.rgt ?? 0),
    )
    .sort((a, b) => (a.lft ?? 0) - (b.lft ?? 0))
    .map((group) => {
      const { doc: g, english } = inLanguage(group, locale)
      return {
        id: g.id,
        name: g.name,
        slug: g.slug,
        url: `/shop/${g.slug}`,
        content: g.content ?? '',
        image: toImage(g.image as Media | undefined, image),
        in_english: english,
      }
    })
}

/** The products of a group and the groups below it (all products without a group); an unknown group is a 404. */
function productsOf(catalogue: Catalogue, group?: number | string) {
  if (group === undefined || group === '') return { products: catalogue.products, found: undefined }
  const found = byGroupRef(catalogue, group)
  if (!found) throw new DomainError('category_not_found')
  const ids = subtreeIds(catalogue, found)
  return { products: catalogue.products.filter((p) => p.groupIds.some((id) => ids.has(id))), found }
}

/**
 * A row of products for a page (the shop widget): of a group or all, in the artist's order or
 * the newest first, at most `limit`. A group since removed shows the whole shop rather than nothing.
 */
export function shopRow(
  catalogue: Catalogue,
  {
    group,
    limit,
    newest,
    image,
    locale,
  }: { group?: number; limit: number; newest: boolean; image: ImageOptions; locale?: Locale },
) {
  const products =
    group !== undefined && catalogue.groups.has(group) ? productsOf(catalogue, group).products : catalogue.products
  const ordered = newest
    ? [...products].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    : products
  return ordered.slice(0, limit).map((p) => presentProductSummary(p, image, locale))
}

type ListOptions = {
  group?: number | string
  page: number
  pageSize: number
  image: ImageOptions
  view?: ShopView
  locale?: Locale
}

/** What a category's products can be filtered by: the mediums (named in `locale`) and size bands among them. */
function facetsOf(products: CatalogueProduct[], locale: Locale) {
  const mediums = new Map<string, string>()
  const sizes = new Set<ArtSize>()
  for (const product of products) {
    const slug = product.medium ? mediumSlug(product.medium) : ''
    if (slug && !mediums.has(slug)) mediums.set(slug, inLanguage(product, locale).doc.medium ?? product.medium!)
    const size = artSize(product)
    if (size) sizes.add(size)
  }
  return {
    mediums: [...mediums].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name)),
    sizes: ART_SIZES.filter((size) => sizes.has(size)),
  }
}

const lowestPrice = (product: CatalogueProduct) => toCents(productPrice(product.skuList).price)

/**
 * A category's products as a visitor chose to see them: only those for sale, of a medium or a size
 * band; the newest first, or by price (ties keep the artist's order). Without a view, as she ordered them.
 */
export function viewProducts(products: CatalogueProduct[], view: ShopView = {}): CatalogueProduct[] {
  const shown = products.filter(
    (product) =>
      (!view.available || productPrice(product.skuList).in_stock) &&
      (!view.medium || mediumSlug(product.medium ?? '') === view.medium) &&
      (!view.size || artSize(product) === view.size),
  )
  switch (view.sort) {
    case 'newest':
      return shown.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    case 'price-asc':
      return shown.sort((a, b) => lowestPrice(a) - lowestPrice(b))
    case 'price-desc':
      return shown.sort((a, b) => lowestPrice(b) - lowestPrice(a))
    default:
      return shown
  }
}

/**
 * One page of products, of a group and the groups below it (all products without a group), in
 * the artist's order. An unknown group is a 404.
 */
export function listProducts(
  catalogue: Catalogue,
  { group, page, pageSize, image, view, locale = DEFAULT_LOCALE }: ListOptions,
) {
  const { products: all, found } = productsOf(catalogue, group)
  const products = viewProducts(all, view)
  const num_pages = Math.ceil(products.length / pageSize)
  const data = products
    .slice((page - 1) * pageSize, page * pageSize)
    .map((p) => presentProductSummary(p, image, locale))
  const shown = found && inLanguage(found, locale)
  return {
    data,
    num_pages,
    total: products.length,
    group: shown
      ? {
          id: shown.doc.id,
          name: shown.doc.name,
          slug: shown.doc.slug,
          content: shown.doc.content ?? '',
          in_english: shown.english,
        }
      : null,
    facets: facetsOf(all, locale),
  }
}

export function findProduct(catalogue: Catalogue, ref: number | string): CatalogueProduct {
  const product =
    typeof ref === 'number' || /^\d+$/.test(ref) ? catalogue.byId.get(Number(ref)) : catalogue.bySlug.get(ref)
  if (!product) throw new DomainError('product_not_found')
  return product
}

export function searchProducts(
  catalogue: Catalogue,
  query: string,
  image: ImageOptions,
  limit = 48,
  locale: Locale = DEFAULT_LOCALE,
) {
  return search(catalogue.search, query, limit)
    .map((id) => catalogue.byId.get(id))
    .filter((p): p is CatalogueProduct => Boolean(p))
    .map((p) => presentProductSummary(p, image, locale))
}

export type SkuChoice = { product: number | string; variations: OptionChoice[]; addons: AddonValue[] }

/**
 * The spec's SKU result for a customer's choice: sku 0 until every option has a value (or when
 * no SKU has that combination), else the SKU with its price each (addons included), full price
 * each, on special and in stock. Addon values outside their rules are a 400.
 */
export function chooseSku(catalogue: Catalogue, choice: SkuChoice) {
  const product = findProduct(catalogue, choice.product)
  const { addons, groupaddons } = addonsOf(product, catalogue)
  const resolved = resolveAddons([...addons, ...groupaddons], choice.addons)
  if (!resolved.ok) throw DomainError.from(resolved.refusal)
  const variations = (product.variations ?? []).map((v) => ({
    name: v.name,
    options: (v.options ?? []).map((o) => o.value),
  }))
  const chosen = choice.variations.filter((c) => c.value.trim() !== '')
  const none = {
    sku: 0,
    price_each: 0,
    full_price_each: 0,
    on_special: false,
    in_stock: false,
    addons: resolved.chosen,
  }
  if (!isCompleteChoice(variations, chosen)) return none
  const mismatch = optionMismatch(variations, chosen)
  if (mismatch) throw DomainError.from(mismatch)
  const key = optionKey(chosen)
  const sku = product.skuList.find(
    (s) => optionKey((s.options ?? []).map(({ name, value }) => ({ name, value }))) === key,
  )
  if (!sku) return none
  const extra = resolved.chosen.reduce((sum, a) => sum + a.cents, 0)
  return {
    sku: sku.id,
    price_each: toDollars(toCents(sku.price) + extra),
    full_price_each: toDollars(Math.max(toCents(sku.full_price), toCents(sku.price)) + extra),
    on_special: isOnSpecial(sku),
    in_stock: sku.stock > 0,
    addons: resolved.chosen,
  }
}
