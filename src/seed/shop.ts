import type { Payload } from 'payload'

import { readOriginal } from '@/media/storage'
import type { Addon, Media } from '@/payload-types'
import { seedShopTranslations } from '@/seed/shop-translations'
import type { ProductBadge } from '@/commerce/product-badges'

import { deriveWatercolour } from '@/seed/artwork'
import type { PaletteName } from '@/seed/watercolour-scenes'
import { ensureGroup, paintings } from '@/seed/content-collections'
import { ensureMedia } from '@/seed/media'
import { printFrames, printSizes, seedGoods, seedPaintings, shopGroups, type SeedPainting } from '@/seed/shop-catalogue'

type Sizes = { width: number; height: number }

/** A picture for the shop, derived once from one of the painted seed pictures of that palette. */
async function shopPicture(
  payload: Payload,
  bases: Map<PaletteName, Media>,
  name: string,
  palette: PaletteName,
  seed: number,
  size: Sizes,
  alt: string,
) {
  return ensureMedia(
    payload,
    {
      name,
      mimetype: 'image/jpeg',
      paint: async () => {
        const base = bases.get(palette)
        const original = base?.filename ? await readOriginal(base.filename) : null
        if (!original) throw new Error(`No seed painting of the ${palette} palette`)
        return deriveWatercolour(original, { seed, ...size })
      },
    },
    { alt, focalX: 50, focalY: 50 },
  )
}

/** The picture's size in pixels, in the painting's proportions (longest side 1000). */
function pixelsOf(width: number, height: number): Sizes {
  const scale = 1000 / Math.max(width, height)
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

async function ensureAddon(payload: Payload, data: Omit<Addon, 'id' | 'createdAt' | 'updatedAt'>) {
  const { docs } = await payload.find({
    collection: 'addons',
    where: { name: { equals: data.name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? payload.create({ collection: 'addons', data, overrideAccess: true })
}

type ProductSeed = {
  slug: string
  name: string
  blurb: string
  content: string
  images: number[]
  groups: number[]
  variations?: { name: string; options: string[] }[]
  addons?: number[]
  art?: {
    year_painted: number
    medium: string
    series: string
    dimension_width: number
    dimension_height: number
    dimension_depth?: number
  }
  badge?: ProductBadge | null
  is_new?: boolean
  sort_order: number
  skus: {
    code: string
    options: { name: string; value: string }[]
    price: number
    full_price?: number
    stock: number
    is_original?: boolean
    weight_grams?: number
  }[]
}

/** A published product and its SKUs, made once by slug: a draft, its SKUs, then published (with its price). */
async function ensureProduct(payload: Payload, seed: ProductSeed) {
  const existing = await payload.count({
    collection: 'products',
    where: { slug: { equals: seed.slug } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return
  const { skus, images, variations, art, ...rest } = seed
  const product = await payload.create({
    collection: 'products',
    overrideAccess: true,
    data: {
      ...rest,
      ...art,
      brand: 'Isla Moreton',
      primary_group: seed.groups[0],
      images: images.map((image) => ({ image })),
      variations: (variations ?? []).map((v) => ({ name: v.name, options: v.options.map((value) => ({ value })) })),
      _status: 'draft',
    },
    draft: true,
  })
  for (const [sort_order, sku] of skus.entries()) {
    await payload.create({
      collection: 'skus',
      data: { ...sku, product: product.id, sort_order },
      overrideAccess: true,
    })
  }
  await payload.update({ collection: 'products', id: product.id, data: { _status: 'published' }, overrideAccess: true })
}

const codeOf = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.slice(0, 3).toUpperCase())
    .join('-')

export function originalSeed(p: SeedPainting, images: number[], groups: number[], sort_order: number): ProductSeed {
  const art = {
    year_painted: p.year,
    medium: p.medium,
    series: p.series,
    dimension_width: p.width,
    dimension_height: p.height,
    dimension_depth: p.depth,
  }
  return {
    slug: p.slug,
    name: p.name,
    blurb: p.blurb,
    content: `<p>${p.story}</p><p>${p.medium}, ${p.width} × ${p.height} cm, signed on the front and titled on the back. Sold unframed${p.medium === 'Watercolour on paper' ? ', flat between acid-free boards' : ', ready to hang'}.</p>`,
    images,
    groups,
    art,
    badge: 'original',
    is_new: p.year >= 2025,
    sort_order,
    skus: [
      {
        code: `IM-${codeOf(p.slug)}-ORIG`,
        options: [],
        price: p.price,
        stock: p.stock ?? 1,
        is_original: true,
        // Paper travels flat between boards; a stretched canvas goes in a crate.
        weight_grams: p.medium === 'Watercolour on paper' ? 1500 : 6000,
      },
    ],
  }
}

export function printSeed(
  p: SeedPainting,
  images: number[],
  groups: number[],
  addons: number[],
  sort_order: number,
): ProductSeed {
  const framed = Boolean(p.print?.framed)
  const frames = framed ? printFrames : printFrames.slice(0, 1)
  const skus = printSizes.flatMap((size, i) =>
    frames.map((frame, j) => {
      const price = size.price + frame.price
      const special = p.print?.special ? Math.round(price * 0.8) : null
      return {
        code: `IM-${codeOf(p.slug)}-${size.value}${framed ? `-${frame.value.split(' ')[0].toUpperCase()}` : ''}`,
        options: framed
          ? [
              { name: 'Size', value: size.value },
              { name: 'Framing', value: frame.value },
            ]
          : [{ name: 'Size', value: size.value }],
        price: special ?? price,
        full_price: special ? price : undefined,
        // The largest framed print of each painting is made to order and often waiting on a frame.
        stock: i === 2 && j === 2 ? 0 : 12 - i * 3,
        weight_grams: 400 + i * 400 + (j > 0 ? 1800 : 0),
      }
    }),
  )
  return {
    slug: `${p.slug}-print`,
    name: `${p.name}, fine art print`,
    blurb: `A signed giclée print of ${p.name}. ${p.blurb}`,
    content: `<p>${p.story}</p><p>Printed in the studio on 310 gsm cotton rag with archival pigment inks, signed and numbered in an edition of 50, with a 3 cm white border for framing.${framed ? ' Framed prints come in solid timber with UV-filtering glass and a white mat.' : ''}</p>`,
    images,
    groups,
    variations: framed
      ? [
          { name: 'Size', options: printSizes.map((s) => s.value) },
          { name: 'Framing', options: frames.map((f) => f.value) },
        ]
      : [{ name: 'Size', options: printSizes.map((s) => s.value) }],
    addons: framed ? addons : [],
    art: {
      year_painted: p.year,
      medium: 'Giclée print on cotton rag',
      series: p.series,
      dimension_width: 42,
      dimension_height: 29.7,
    },
    // Signed and numbered, in an edition of 50.
    badge: 'limited_edition',
    sort_order,
    skus,
  }
}

/**
 * The demo shop: the categories (range-level's children are the tiles on /shop), the artist's
 * originals and prints of them, pendants and card sets, with addons on the product and on the
 * group. Made into an empty shop only: once there are products, the shop is the artist's, and a
 * demo product she deleted stays deleted (and a restart costs one query, not hundreds).
 */
export async function seedShop(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: 'products', overrideAccess: true })).totalDocs > 0) return
  const paintingMedia = await Promise.all(
    paintings.map(async (p) => {
      const { docs } = await payload.find({
        collection: 'media',
        where: { filename: { equals: p.file } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      return [p.palette, docs[0]] as const
    }),
  )
  const bases = new Map(paintingMedia.filter((entry): entry is readonly [PaletteName, Media] => Boolean(entry[1])))

  const giftWrap = await ensureAddon(payload, { name: 'Gift wrapping', type: 'Checkbox', price: 8 })
  const giftMessage = await ensureAddon(payload, { name: 'Gift message', type: 'Text', price: 0, max_length: 200 })
  const mat = await ensureAddon(payload, {
    name: 'Mat colour',
    type: 'Dropdown',
    options: [
      { label: 'Warm white', price: 0 },
      { label: 'Ivory', price: 0 },
      { label: 'Charcoal', price: 12 },
    ],
  })
  const extraCards = await ensureAddon(payload, {
    name: 'Extra single cards',
    type: 'Qty',
    price: 5,
    min_qty: 0,
    max_qty: 20,
  })

  const groups = new Map<string, number>()
  const rangeLevel = await ensureGroup(payload, 'product', 'range-level', 'The range')
  for (const [i, g] of shopGroups.entries()) {
    if (g.slug === 'range-level') {
      groups.set(g.slug, rangeLevel.id)
      continue
    }
    const palette = paintings[i % paintings.length].palette
    const existing = await ensureGroup(payload, 'product', g.slug, g.name, g.tile ? rangeLevel.id : undefined)
    if (existing.sort_order !== i || (g.tile && !existing.image)) {
      const image = g.tile
        ? await shopPicture(payload, bases, `shop-${g.slug}.jpg`, palette, 700 + i, { width: 800, height: 600 }, g.name)
        : undefined
      await payload.update({
        collection: 'groups',
        id: existing.id,
        data: {
          sort_order: i,
          content: g.content,
          image: image?.id,
          addons: g.slug === 'prints' ? [giftWrap.id, giftMessage.id] : undefined,
        },
        overrideAccess: true,
      })
    }
    groups.set(g.slug, existing.id)
  }
  const idsOf = (slugs: string[]) => slugs.map((slug) => groups.get(slug)).filter((id): id is number => id != null)

  // Pictures first, all at once: deriving them is the slow part and needs no order.
  const picture = (name: string, palette: PaletteName, seed: number, size: Sizes, alt: string) =>
    shopPicture(payload, bases, name, palette, seed, size, alt)
  const paintingPictures = seedPaintings.map((p, i) =>
    Promise.all([
      picture(
        `shop-${p.slug}.jpg`,
        p.palette,
        1000 + i * 7,
        pixelsOf(p.width, p.height),
        `${p.name}, ${p.medium.toLowerCase()}`,
      ),
      ...(p.medium === 'Watercolour on paper' && p.width < 50
        ? []
        : [
            picture(
              `shop-${p.slug}-detail.jpg`,
              p.palette,
              3000 + i * 7,
              { width: 800, height: 800 },
              `${p.name}, detail`,
            ),
          ]),
    ]),
  )
  const goodsPictures = seedGoods.map((good, i) =>
    picture(`shop-${good.slug}.jpg`, good.palette, 5000 + i * 7, { width: 800, height: 800 }, good.name),
  )
  const [paintingImages, goodsImages] = await Promise.all([Promise.all(paintingPictures), Promise.all(goodsPictures)])

  for (const [i, p] of seedPaintings.entries()) {
    const images = paintingImages[i].map((m) => m.id)
    await ensureProduct(payload, originalSeed(p, images, idsOf(p.groups), i))
    if (p.print) {
      const printGroups = idsOf([
        'prints',
        ...p.groups.filter((g) => ['featured-art', 'popular', 'home-slider', 'gallery'].includes(g)),
      ])
      await ensureProduct(payload, printSeed(p, images.slice(0, 1), printGroups, [mat.id], 100 + i))
    }
  }

  for (const [i, good] of seedGoods.entries()) {
    const code = `IM-${codeOf(good.slug)}`
    await ensureProduct(payload, {
      slug: good.slug,
      name: good.name,
      blurb: good.blurb,
      content: `<p>${good.story}</p>`,
      images: [goodsImages[i].id],
      groups: idsOf(good.groups),
      variations: good.variation ? [good.variation] : [],
      addons: good.cards ? [extraCards.id] : [],
      sort_order: 200 + i,
      skus: good.variation
        ? good.variation.options.map((value) => ({
            code: `${code}-${value.replace(/\D/g, '')}`,
            options: [{ name: good.variation!.name, value }],
            price: good.price,
            stock: good.stock,
          }))
        : [{ code, options: [], price: good.price, stock: good.stock }],
    })
  }
  await seedShopTranslations(payload)
}
