import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { SKU_STOCK_MAX } from '@/collections/Skus/limits'
import { MAX_WIDTH } from '@/media/aspects'
import { renditionPath } from '@/media/image'
import { siteUrl } from '@/lib/env'
import { relationId } from '@/lib/relation-id'
import type { Group, Media, Product, Sku } from '@/payload-types'

/** Shopify's product CSV columns: the format every other shop platform imports. */
export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'SEO Title',
  'SEO Description',
  'Status',
] as const

type Row = Partial<Record<(typeof SHOPIFY_COLUMNS)[number], string | number>>

const price = (dollars: number | null | undefined) => (dollars == null ? '' : dollars.toFixed(2))

/** A picture's address at its full size on this site, for a shop that fetches it from there. */
const pictureUrl = (media: Media) =>
  media.hash
    ? `${siteUrl}${renditionPath(media.hash, 'raw', Math.min(media.width ?? MAX_WIDTH, MAX_WIDTH), 'jpg')}`
    : ''

function skuColumns(sku: Sku, optionNames: string[]): Row {
  const unlimited = sku.stock >= SKU_STOCK_MAX
  const row: Row = {
    'Variant SKU': sku.code,
    'Variant Grams': sku.weight_grams ?? '',
    'Variant Inventory Tracker': unlimited ? '' : 'shopify',
    'Variant Inventory Qty': unlimited ? '' : sku.stock,
    'Variant Inventory Policy': unlimited ? 'continue' : 'deny',
    'Variant Fulfillment Service': 'manual',
    'Variant Price': price(sku.price),
    'Variant Compare At Price': price(sku.full_price),
    'Variant Requires Shipping': 'TRUE',
    'Variant Taxable': 'TRUE',
  }
  optionNames.forEach((name, n) => {
    row[`Option${n + 1} Value` as 'Option1 Value'] = sku.options?.find((o) => o.name === name)?.value ?? ''
  })
  if (!optionNames.length) row['Option1 Value'] = 'Default Title'
  return row
}

/** A product's rows: one per SKU (the first with the product's own columns), then one per further picture. */
function productRows(product: Product, skus: Sku[], groups: Map<number, Group>): Row[] {
  const names = (product.groups ?? []).map((g) => groups.get(relationId(g) ?? -1)?.name).filter(Boolean)
  const primary = groups.get(relationId(product.primary_group) ?? -1)?.name ?? ''
  const pictures = (product.images ?? []).map((row) => row.image).filter((m): m is Media => typeof m === 'object')
  const optionNames = (product.variations ?? []).map((v) => v.name)
  const own: Row = {
    Handle: product.slug,
    Title: product.name,
    'Body (HTML)': product.content ?? '',
    Vendor: product.brand ?? '',
    Type: primary,
    Tags: names.join(', '),
    Published: product._status === 'published' ? 'TRUE' : 'FALSE',
    ...Object.fromEntries(
      (optionNames.length ? optionNames : ['Title']).map((name, n) => [`Option${n + 1} Name`, name]),
    ),
    'SEO Title': product.title ?? '',
    'SEO Description': product.meta_description ?? '',
    Status: product._status === 'published' ? 'active' : 'draft',
  }
  // A product without SKUs yet (a draft) still has its row, for its story and pictures.
  const rows: Row[] = skus.length
    ? skus.map((sku, i) => ({ ...(i === 0 ? own : { Handle: product.slug }), ...skuColumns(sku, optionNames) }))
    : [own]
  pictures.forEach((media, n) => {
    const row = n < rows.length ? rows[n] : (rows[rows.push({ Handle: product.slug }) - 1] as Row)
    Object.assign(row, { 'Image Src': pictureUrl(media), 'Image Position': n + 1, 'Image Alt Text': media.alt ?? '' })
  })
  return rows
}

/**
 * Every product of the shop in Shopify's product CSV (UTF-8 with a byte order mark, so a
 * spreadsheet reads it as such): what Shopify, WooCommerce, Squarespace and Etsy's importers take,
 * and what Atelier's own import reads back. Pictures are named by their address on this site.
 */
export async function productsCsv(payload: Payload): Promise<string> {
  const [products, skus, groups] = await Promise.all([
    payload.find({ collection: 'products', limit: 0, depth: 1, sort: 'sort_order', overrideAccess: true }),
    payload.find({ collection: 'skus', limit: 0, depth: 0, sort: 'sort_order', overrideAccess: true }),
    payload.find({ collection: 'groups', limit: 0, depth: 0, overrideAccess: true }),
  ])
  const byProduct = new Map<number, Sku[]>()
  for (const sku of skus.docs) {
    const id = relationId(sku.product)
    if (id != null) byProduct.set(id, [...(byProduct.get(id) ?? []), sku])
  }
  const groupsById = new Map(groups.docs.map((g) => [g.id, g]))
  const rows = products.docs.flatMap((p) => productRows(p, byProduct.get(p.id) ?? [], groupsById))
  return `\uFEFF${stringify(rows, { header: true, columns: [...SHOPIFY_COLUMNS], record_delimiter: 'windows' })}`
}
