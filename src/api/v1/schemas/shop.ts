import { z } from '@hono/zod-openapi'

import { slugSchema } from '@/content/slug'

import { emailAddress } from '@/api/v1/schemas/email'
import { ImageSchema } from '@/api/v1/schemas/image'
import { inEnglish } from '@/api/v1/schemas/in-english'

const image = ImageSchema.nullable()
const groupRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() })
const money = z.number().openapi({ description: 'Dollars, GST included.' })

export const ProductSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    blurb: z.string(),
    badge: z.string(),
    is_new: z.boolean(),
    price: money,
    full_price: money,
    in_stock: z.boolean(),
    is_on_special: z.boolean(),
    image,
    in_english: inEnglish,
  })
  .openapi('ProductSummary')

const AddonSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(['Checkbox', 'Dropdown', 'Qty', 'Text']),
    name: z.string(),
    price: money,
    options: z.array(z.object({ label: z.string(), price: money })),
    min_qty: z.number().int(),
    max_qty: z.number().int(),
    max_length: z.number().int(),
    selected: z.null(),
  })
  .openapi('Addon')

export const ProductSchema = ProductSummarySchema.extend({
  title: z.string(),
  meta_description: z.string(),
  brand: z.string(),
  content: z.string(),
  images: z.array(ImageSchema),
  video: z.record(z.string(), z.unknown()).nullable(),
  size_chart_image: image,
  groups: z.array(groupRef),
  primary_group: groupRef.nullable(),
  variations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      options: z.array(z.string()),
      label: z.string().openapi({ description: 'The name shown, in the language asked for.' }),
      option_labels: z
        .array(z.string())
        .openapi({ description: 'The options shown, in the language asked for, in the order of `options`.' }),
      selected: z.null(),
    }),
  ),
  skus: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      options: z.array(z.object({ name: z.string(), value: z.string() })),
      price: money,
      full_price: money,
      on_special: z.boolean(),
      in_stock: z.boolean(),
    }),
  ),
  sku: z.number().int().openapi({ description: 'The only SKU of a product without options; 0 otherwise.' }),
  addons: z.array(AddonSchema),
  groupaddons: z.array(AddonSchema),
  year_painted: z.number().int().nullable(),
  medium: z.string(),
  series: z.string(),
  dimension_width: z.number().nullable(),
  dimension_height: z.number().nullable(),
  dimension_depth: z.number().nullable(),
  updated_at: z.string(),
}).openapi('Product')

const addonValue = z
  .object({
    id: z.coerce.number().int().positive(),
    value: z.union([z.string().max(500), z.number(), z.boolean()]).nullable(),
  })
  .strict()
export const AddonValues = z.array(addonValue).max(30).default([])

export const SearchSkuBody = z
  .object({
    product: z.union([z.number().int().positive(), slugSchema]),
    variations: z
      .array(z.object({ name: z.string().max(60), value: z.string().max(80) }).strict())
      .max(3)
      .default([]),
    addons: AddonValues,
  })
  .strict()

export const SkuResultSchema = z
  .object({
    sku: z.number().int().openapi({ description: '0 while the choice names no SKU.' }),
    price_each: money,
    full_price_each: money,
    on_special: z.boolean(),
    in_stock: z.boolean(),
    availability: z.enum(['in_stock', 'reserved', 'sold', 'out_of_stock']).openapi({
      description:
        'Why a SKU cannot be bought: reserved while a checkout holds the last of it, sold for a one-of-a-kind piece bought, else out of stock.',
    }),
    reserved_until: z
      .string()
      .nullable()
      .openapi({ description: 'When the first checkout holding a reserved SKU ends, if it is not paid (ISO 8601).' }),
  })
  .openapi('SkuResult')

export const StockAlertBody = z
  .object({ sku: z.number().int().positive(), email: emailAddress })
  .strict()
  .openapi('StockAlertBody')

export const StockAlertAnswer = z.object({ success: z.literal(true), message: z.string() }).openapi('StockAlertAnswer')

export const ShopTileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    content: z.string(),
    image,
    in_english: inEnglish,
  })
  .openapi('ShopTile')
