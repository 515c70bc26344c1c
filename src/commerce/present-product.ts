import { presentVideo } from '@/content/collections'
import { relationId } from '@/lib/relation-id'
import type { Aspect } from '@/media/aspects'
import { toImage } from '@/media/image'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { inLanguage } from '@/i18n/translations'
import type { Media, Video } from '@/payload-types'

import type { Catalogue, CatalogueProduct } from '@/commerce/catalogue'
import type { CatalogueAddon, CatalogueGroup } from '@/commerce/catalogue-read'
import { badgeLabel } from '@/commerce/product-badges'
import { isOnSpecial, productPrice } from '@/commerce/product-pricing'
import { optionsLabel, type OptionChoice } from '@/commerce/sku-options'

export type ImageOptions = { aspect: Aspect; width: number }

const groupRef = (group: CatalogueGroup | undefined, locale: Locale) => {
  if (!group) return null
  const { doc, english } = inLanguage(group, locale)
  return { id: doc.id, name: doc.name, slug: doc.slug, ...(english.includes('name') ? { name_lang: 'en' } : {}) }
}

/**
 * A product in a list or grid in the visitor's language: name, address, price and its main
 * picture. `in_english` names the texts shown in English because they are not translated yet.
 */
export function presentProductSummary(
  shopProduct: CatalogueProduct,
  image: ImageOptions,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { doc: product, english } = inLanguage(shopProduct, locale)
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    url: `/product/${product.slug}`,
    blurb: product.blurb ?? '',
    badge: badgeLabel(product.badge),
    is_new: Boolean(product.is_new),
    ...productPrice(product.skuList),
    image: toImage(product.images?.[0]?.image as Media | undefined, image),
    in_english: english,
  }
}
export type ProductSummary = ReturnType<typeof presentProductSummary>

function presentAddon(shopAddon: CatalogueAddon, locale: Locale) {
  const { doc: addon } = inLanguage(shopAddon, locale)
  return {
    id: addon.id,
    type: addon.type,
    name: addon.name,
    price: addon.price ?? 0,
    options: (addon.options ?? []).map((o) => ({ label: o.label, price: o.price ?? 0 })),
    min_qty: addon.min_qty ?? 0,
    max_qty: addon.max_qty ?? 999,
    max_length: addon.max_length ?? 120,
    selected: null,
  }
}
export type PresentedAddon = ReturnType<typeof presentAddon>

const sameWord = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * A SKU's options as the visitor reads them (`Größe A3 · Rahmen Eiche`): each choice is stored by
 * its English name and value, and shown by the product's words in `locale` where translated.
 */
export function optionsLabelIn(shopProduct: CatalogueProduct, options: OptionChoice[], locale: Locale): string {
  const { doc: product } = inLanguage(shopProduct, locale)
  const variations = shopProduct.variations ?? []
  return optionsLabel(
    options.map(({ name, value }) => {
      const i = variations.findIndex((v) => sameWord(v.name, name))
      if (i < 0) return { name, value }
      const j = (variations[i].options ?? []).findIndex((o) => sameWord(o.value, value))
      const shown = product.variations?.[i]
      return { name: shown?.name || name, value: (j < 0 ? undefined : shown?.options?.[j]?.value) || value }
    }),
  )
}

/** The addons a product offers: its own, and those of the groups it is filed in. */
export function addonsOf(product: CatalogueProduct, catalogue: Catalogue) {
  const own = (product.addons ?? []).map(relationId).filter((id): id is number => id != null)
  const groupIds = new Set(
    [...product.groupIds, relationId(product.primary_group)].filter((id): id is number => id != null),
  )
  const fromGroups = [...groupIds]
    .flatMap((id) => (catalogue.groups.get(id)?.addons ?? []).map(relationId))
    .filter((id): id is number => id != null && !own.includes(id))
  const pick = (ids: number[]) =>
    [...new Set(ids)].map((id) => catalogue.addons.get(id)).filter((a): a is CatalogueAddon => Boolean(a))
  return { addons: pick(own), groupaddons: pick(fromGroups) }
}

/** The spec's Product and art product in the visitor's language, with SKUs (prices and availability, not stock counts). */
export function presentProduct(
  shopProduct: CatalogueProduct,
  catalogue: Catalogue,
  image: ImageOptions,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { addons, groupaddons } = addonsOf(shopProduct, catalogue)
  const { doc: product } = inLanguage(shopProduct, locale)
  const images = (product.images ?? []).map((row) => toImage(row.image as Media, image)).filter((i) => i !== null)
  const onlySku = product.skuList.length === 1 && !(product.variations ?? []).length ? product.skuList[0] : null
  return {
    ...presentProductSummary(shopProduct, image, locale),
    title: product.title || product.name,
    meta_description: product.meta_description ?? product.blurb ?? '',
    brand: product.brand ?? '',
    content: product.content ?? '',
    images,
    video:
      product.video && typeof product.video === 'object'
        ? presentVideo(product.video as Video, { aspect: '16x9', width: 300 })
        : null,
    size_chart_image: toImage(product.size_chart_image as Media | undefined, { aspect: 'raw', width: 1200 }),
    groups: product.groupIds.map((id) => groupRef(catalogue.groups.get(id), locale)).filter((g) => g !== null),
    primary_group: groupRef(catalogue.groups.get(relationId(product.primary_group) ?? -1), locale),
    // A choice is named in English (what a SKU and the cart name it by), and shown in the visitor's language.
    variations: (shopProduct.variations ?? []).map((v, i) => {
      const shown = product.variations?.[i]
      return {
        id: v.id ?? v.name,
        name: v.name,
        options: (v.options ?? []).map((o) => o.value),
        label: shown?.name || v.name,
        option_labels: (v.options ?? []).map((o, j) => shown?.options?.[j]?.value || o.value),
        selected: null,
      }
    }),
    skus: product.skuList.map((sku) => ({
      id: sku.id,
      code: sku.code,
      options: (sku.options ?? []).map(({ name, value }) => ({ name, value })),
      price: sku.price,
      full_price: Math.max(sku.full_price ?? 0, sku.price),
      on_special: isOnSpecial(sku),
      in_stock: sku.stock > 0,
    })),
    sku: onlySku?.id ?? 0,
    addons: addons.map((addon) => presentAddon(addon, locale)),
    groupaddons: groupaddons.map((addon) => presentAddon(addon, locale)),
    year_painted: product.year_painted ?? null,
    medium: product.medium ?? '',
    series: product.series ?? '',
    dimension_width: product.dimension_width ?? null,
    dimension_height: product.dimension_height ?? null,
    dimension_depth: product.dimension_depth ?? null,
    updated_at: product.updatedAt,
  }
}
export type PresentedProduct = ReturnType<typeof presentProduct>
