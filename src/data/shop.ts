import 'server-only'

import { unstable_cache } from 'next/cache'

import { isDomainError } from '@/lib/domain-error'
import { getCatalogue } from '@/commerce/catalogue'
import { presentProduct } from '@/commerce/present-product'
import { presentProductSummary } from '@/commerce/present-product'
import { listProducts, searchProducts, shopRow, shopTiles } from '@/commerce/products'
import { relatedProducts } from '@/commerce/related-products'
import { GROUPS_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { generationOf } from '@/lib/memo-cache'
import type { ShopView } from '@/lib/shop-view'
import { getDb, getPayloadClient } from '@/lib/payload'
import { withAvailability } from '@/commerce/availability/availability'
import type { Locale } from '@/i18n/locales'

const tags = [SHOP_TAG, GROUPS_TAG]
const catalogue = async () => getCatalogue(await getPayloadClient())

/** Shop grid page size and picture (spec section 9: 12 per page, square 600). */
const SHOP_PAGE_SIZE = 12
const GRID_IMAGE = { aspect: '1x1', width: 600 } as const

// Each is cached with the pages that show it until the shop changes; the generation is only
// part of the key (see generationOf).
const cachedProduct = unstable_cache(
  async (slug: string, locale: Locale, _generation: string) => {
    const shop = await catalogue()
    const product = shop.bySlug.get(slug)
    if (!product) return null
    const presented = presentProduct(product, shop, { aspect: 'raw', width: 1200 }, locale)
    return withAvailability(await getDb(), presented, product.skuList)
  },
  ['shop-product'],
  { tags },
)
const cachedRelated = unstable_cache(
  async (slug: string, locale: Locale, _generation: string) => {
    const shop = await catalogue()
    const product = shop.bySlug.get(slug)
    if (!product) return { series: [], alike: [] }
    const { series, alike } = relatedProducts(shop, product)
    const present = (p: (typeof series)[number]) => presentProductSummary(p, GRID_IMAGE, locale)
    return { series: series.map(present), alike: alike.map(present) }
  },
  ['shop-related'],
  { tags },
)
const cachedTiles = unstable_cache(
  async (locale: Locale, _generation: string) => shopTiles(await catalogue(), { aspect: '4x3', width: 600 }, locale),
  ['shop-tiles'],
  { tags },
)
const cachedGroupPage = unstable_cache(
  async (group: string, page: number, view: ShopView, locale: Locale, _generation: string) => {
    try {
      return listProducts(await catalogue(), { group, page, pageSize: SHOP_PAGE_SIZE, image: GRID_IMAGE, view, locale })
    } catch (error) {
      if (isDomainError(error, 'category_not_found')) return null
      throw error
    }
  },
  ['shop-group-page'],
  { tags },
)

const cachedShopRow = unstable_cache(
  async (group: number | null, limit: number, newest: boolean, locale: Locale, _generation: string) =>
    shopRow(await catalogue(), { group: group ?? undefined, limit, newest, image: GRID_IMAGE, locale }),
  ['shop-row'],
  { tags },
)

/** A row of the shop's products for a page's shop widget. */
export const getShopRow = (group: number | null, limit: number, newest: boolean, locale: Locale) =>
  cachedShopRow(group, limit, newest, locale, generationOf(tags))

/** A published product as its page in `locale` shows it, or null. */
export const getProduct = (slug: string, locale: Locale) => cachedProduct(slug, locale, generationOf(tags))

/** What a product's page suggests under it: more of its series, and works like it. */
export const getRelatedProducts = (slug: string, locale: Locale) => cachedRelated(slug, locale, generationOf(tags))

/** The same, named by its id (a page widget's choice); null when it is not published. */
export const getProductById = async (id: number, locale: Locale) => {
  const product = (await catalogue()).byId.get(id)
  return product ? getProduct(product.slug, locale) : null
}

/** The shop's category tiles (the children of the range-level group). */
export const getShopTiles = (locale: Locale) => cachedTiles(locale, generationOf(tags))

/** One page of a category's products, as the visitor chose to see them, with the number of pages; null for an unknown category. */
export const getShopGroupPage = (group: string, page: number, view: ShopView, locale: Locale) =>
  cachedGroupPage(group, page, view, locale, generationOf(tags))

/** Search results for a query (not cached: every query is new). */
export const searchShop = async (query: string, locale: Locale) =>
  searchProducts(await catalogue(), query, { aspect: '1x1', width: 300 }, 48, locale)
