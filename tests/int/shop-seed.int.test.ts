import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { seedShop } from '@/seed/shop'
import { LOCALES } from '@/i18n/locales'
import { seedGoods, seedPaintings, shopGroups } from '@/seed/shop-catalogue'

import { getJson } from './helpers/api'

type Summary = { slug: string; price: number; full_price: number; in_stock: boolean; is_on_special: boolean }
type ListResult = { data: Summary[]; num_pages: number }

const allProducts = async () => (await getJson<ListResult>('/api/v1/sell/product?page_size=240')).body.data

describe('demo shop', () => {
  it('files the products under the spec’s 17 categories, with range-level’s children as pictured tiles', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'groups',
      where: { model: { equals: 'product' } },
      limit: 0,
      pagination: false,
      depth: 0,
    })
    const slugs = docs.map((g) => g.slug)
    for (const slug of [
      'abstracts',
      'acrylics',
      'beauties',
      'featured-art',
      'featured-jewellery',
      'gallery',
      'home-slider',
      'medium',
      'oils',
      'originals-on-canvas',
      'originals-on-paper',
      'paper',
      'popular',
      'power',
      'prints',
      'range-level',
      'watercolours',
    ]) {
      expect(slugs).toContain(slug)
    }
    const { body } = await getJson<{ data: { slug: string; url: string; image: { url: string } | null }[] }>(
      '/api/v1/sell/product/tiles',
    )
    expect(body.data.map((t) => t.slug)).toEqual(shopGroups.filter((g) => g.tile).map((g) => g.slug))
    for (const tile of body.data) {
      expect(tile.url).toBe(`/shop/${tile.slug}`)
      expect(tile.image?.url).toMatch(/^\/assets\/i\//)
    }
  })

  it('sells about fifty products: single originals, prints with options, a few sold out and a few on special', async () => {
    const all = await allProducts()
    const seeded = all.filter((p) => !p.slug.startsWith('test-'))
    expect(seeded.length).toBeGreaterThanOrEqual(45)
    expect(seeded.filter((p) => !p.in_stock).map((p) => p.slug)).toEqual(
      expect.arrayContaining(['rottnest-dusk', 'margaret-river-vines', 'red-dirt-road', 'wildflower-card-set']),
    )
    expect(seeded.filter((p) => p.is_on_special).length).toBeGreaterThanOrEqual(5)

    const original = await getJson<{
      product: {
        skus: { in_stock: boolean }[]
        variations: unknown[]
        sku: number
        medium: string
        dimension_width: number
      }
    }>('/api/v1/art/product/cottesloe-morning')
    expect(original.body.product.skus).toHaveLength(1)
    expect(original.body.product.variations).toHaveLength(0)
    expect(original.body.product.sku).toBeGreaterThan(0)
    expect(original.body.product.medium).toBe('Watercolour on paper')
    expect(original.body.product.dimension_width).toBe(56)

    const print = await getJson<{
      product: {
        skus: unknown[]
        variations: { name: string; options: string[] }[]
        addons: { name: string }[]
        groupaddons: { name: string }[]
      }
    }>('/api/v1/art/product/cottesloe-morning-print')
    expect(print.body.product.variations.map((v) => v.name)).toEqual(['Size', 'Framing'])
    expect(print.body.product.skus).toHaveLength(9)
    expect(print.body.product.addons.map((a) => a.name)).toEqual(['Mat colour'])
    expect(print.body.product.groupaddons.map((a) => a.name)).toEqual(['Gift wrapping', 'Gift message'])
  })

  it('adds nothing when it runs again', async () => {
    const payload = await getPayload({ config })
    const count = async () =>
      Promise.all(
        (['products', 'skus', 'addons', 'groups', 'media'] as const).map(
          async (collection) => (await payload.count({ collection, overrideAccess: true })).totalDocs,
        ),
      )
    const before = await count()
    await seedShop(payload)
    expect(await count()).toEqual(before)
  })

  it('speaks every language of the site: each product, category and choice of the demo is translated', async () => {
    type Shown = { slug: string; name: string; in_english: string[] }
    const demoSlugs = new Set([
      ...seedPaintings.flatMap((p) => (p.print ? [p.slug, `${p.slug}-print`] : [p.slug])),
      ...seedGoods.map((g) => g.slug),
    ])
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const { body } = await getJson<{ data: Shown[] }>(`/api/v1/sell/product?page_size=240&locale=${locale}`)
      // The demo's own products (other test files add theirs to this database, untranslated).
      for (const product of body.data.filter((p) => demoSlugs.has(p.slug))) {
        expect(product.in_english, `${locale} ${product.slug}`).toEqual([])
      }
      const tiles = await getJson<{ data: Shown[] }>(`/api/v1/sell/product/tiles?locale=${locale}`)
      expect(tiles.body.data.length).toBeGreaterThan(0)
      expect(tiles.body.data.filter((tile) => tile.in_english.length > 0)).toEqual([])
    }
    const german = await getJson<Shown>('/api/v1/sell/product/cottesloe-morning?locale=de')
    expect(german.body.name).toBe('Morgen in Cottesloe')
    const print = await getJson<{ variations: { label: string; option_labels: string[] }[] }>(
      '/api/v1/sell/product/karri-light-print?locale=de',
    )
    expect(print.body.variations.map((v) => v.label)).toEqual(['Größe', 'Rahmen'])
    expect(print.body.variations[1].option_labels).toEqual(['Ungerahmt', 'Schwarzer Rahmen', 'Eichenrahmen'])
  })

  it('leaves a shop with products alone: a demo product the artist deleted stays deleted', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: 'wildflower-card-set' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    await payload.delete({ collection: 'skus', where: { product: { equals: docs[0].id } }, overrideAccess: true })
    await payload.delete({ collection: 'products', id: docs[0].id, overrideAccess: true })
    await seedShop(payload)
    const again = await payload.count({
      collection: 'products',
      where: { slug: { equals: 'wildflower-card-set' } },
      overrideAccess: true,
    })
    expect(again.totalDocs).toBe(0)
  })
})
