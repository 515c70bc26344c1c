import type { Payload, Where } from 'payload'

import { idsOf, relationId } from '@/lib/relation-id'
import { mediaById, videosById } from '@/media/read-by-id'
import { findTranslatable, type Translatable } from '@/i18n/translations'
import type { Addon, Group, Product, Sku } from '@/payload-types'

import type { SearchDocument } from '@/commerce/search-index'

export type CatalogueProduct = Translatable<Product> & { skuList: Sku[]; groupIds: number[] }
export type CatalogueGroup = Translatable<Group>
export type CatalogueAddon = Translatable<Addon>

/** The shop's order of products (and of a product's SKUs): sort order, then the order they were made in. */
export const byShopOrder = (
  a: { sort_order?: number | null; id: number },
  b: { sort_order?: number | null; id: number },
) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.id - b.id

const published: Where = { _status: { equals: 'published' } }

/**
 * Published products matching `where` in English with their translations, with their pictures
 * and video in place of their ids (each kind read in one query: depth 1 would also bring each
 * product's groups and extras, which the catalogue holds already, in every language). The
 * products' `skus` join is left out: the catalogue files SKUs itself, and Payload would read
 * each product's SKUs again.
 */
export async function readProducts(payload: Payload, where: Where, limit = 0): Promise<Translatable<Product>[]> {
  const products = await findTranslatable(payload, {
    collection: 'products',
    where: { and: [published, where] },
    depth: 0,
    joins: false,
    sort: 'id',
    limit,
    pagination: false,
    overrideAccess: true,
  })
  return withPictures(payload, products)
}

async function withPictures(payload: Payload, products: Translatable<Product>[]): Promise<Translatable<Product>[]> {
  const pictures = products.flatMap((p) => [...(p.images ?? []).map((row) => row.image), p.size_chart_image])
  const [media, videos] = await Promise.all([
    mediaById(payload, idsOf(pictures)),
    videosById(payload, idsOf(products.map((p) => p.video))),
  ])
  const picture = (value: unknown) => media.get(relationId(value) ?? -1) ?? null
  return products.map((product) => ({
    ...product,
    images: (product.images ?? []).flatMap((row) => {
      const image = picture(row.image)
      return image ? [{ ...row, image }] : []
    }),
    size_chart_image: picture(product.size_chart_image),
    video: videos.get(relationId(product.video) ?? -1) ?? null,
  }))
}

/** The ids of the published products matching `where`. */
export async function readProductIds(payload: Payload, where: Where): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [published, where] },
    depth: 0,
    joins: false,
    select: { slug: true },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((p) => p.id)
}

export async function readSkus(payload: Payload, where: Where, limit = 0): Promise<Sku[]> {
  const { docs } = await payload.find({
    collection: 'skus',
    where,
    depth: 0,
    sort: 'id',
    limit,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

export async function readAddons(payload: Payload, where?: Where): Promise<CatalogueAddon[]> {
  const all = { limit: 0, pagination: false as const, overrideAccess: true }
  return findTranslatable(payload, { collection: 'addons', depth: 0, ...(where ? { where } : {}), ...all })
}

export async function readGroups(payload: Payload): Promise<CatalogueGroup[]> {
  const all = { limit: 0, pagination: false as const, overrideAccess: true }
  const where: Where = { model: { equals: 'product' } }
  return findTranslatable(payload, { collection: 'groups', where, depth: 1, sort: 'lft', ...all })
}

/** SKUs filed under the products they belong to. */
export function skusByProduct(skus: Sku[]): Map<number, Sku[]> {
  const byProduct = new Map<number, Sku[]>()
  for (const sku of skus) {
    const productId = relationId(sku.product)
    if (productId == null) continue
    const list = byProduct.get(productId)
    if (list) list.push(sku)
    else byProduct.set(productId, [sku])
  }
  return byProduct
}

/** A product as the catalogue holds it: with its SKUs in shop order and the ids of its groups. */
export function toCatalogueProduct(product: Translatable<Product>, skus: Sku[]): CatalogueProduct {
  return {
    ...product,
    skuList: [...skus].sort(byShopOrder),
    groupIds: (product.groups ?? []).map(relationId).filter((id): id is number => id != null),
  }
}

const textOf = (p: Partial<Product>) => [p.blurb, p.content, p.medium, p.series].filter(Boolean)

/**
 * What the search index reads of a product: its name, and its blurb, story, medium, series and
 * brand, in English and in every language they were translated into (a visitor finds a painting
 * by the words of their own language).
 */
export const searchDocumentOf = (p: Translatable<Product>): SearchDocument => {
  const translations = Object.values(p.translated?.values ?? {}) as Partial<Product>[]
  return {
    id: p.id,
    name: [p.name, ...translations.map((t) => t.name)].filter(Boolean).join(' '),
    text: [...textOf(p), p.brand, ...translations.flatMap(textOf)].filter(Boolean).join(' '),
  }
}
