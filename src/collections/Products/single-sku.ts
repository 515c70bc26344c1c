import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterReadHook,
  type CollectionBeforeChangeHook,
  type Field,
  type PayloadRequest,
} from 'payload'

import { hasAdminRole } from '@/access/is-admin'
import { SKU_PRICE_MAX, SKU_STOCK_MAX } from '@/collections/Skus/limits'
import { stockAsReadField } from '@/collections/Skus/stock-as-read'
import type { Product, Sku } from '@/payload-types'

/**
 * A painting or a print without options is sold as one SKU. Its price, stock and "one of a kind"
 * are edited on the product's own screen (fields not stored with the product): the SKU is made on
 * the first save that has a price or a stock (the other 0 until given), and kept in step after.
 * With options, the SKUs table below takes over.
 */
const withoutOptions = (data: Partial<Product> | undefined) => !data?.variations?.length

/** What the SKU can hold; checked before the save, since Payload leaves fields not stored unchecked. */
const LIMITS = {
  price: { max: SKU_PRICE_MAX, whole: false, message: 'A price from $0 to $1,000,000.' },
  stock: { max: SKU_STOCK_MAX, whole: true, message: 'A whole number from 0 to 100,000.' },
} as const

export const checkSingleSku: CollectionBeforeChangeHook<Product> = ({ data, req }) => {
  const errors = (['price', 'stock'] as const).flatMap((path) => {
    const value = data[path]
    const { max, whole, message } = LIMITS[path]
    const fits = value == null || (value >= 0 && value <= max && (!whole || Number.isInteger(value)))
    return fits ? [] : [{ path, message }]
  })
  if (errors.length) throw new ValidationError({ collection: 'products', req, errors })
  return data
}

export const singleSkuFields: Field[] = [
  {
    type: 'row',
    admin: { condition: withoutOptions },
    fields: [
      {
        name: 'price',
        type: 'number',
        virtual: true,
        min: 0,
        max: SKU_PRICE_MAX,
        admin: { width: '33%', description: 'Dollars, GST included.', condition: withoutOptions, readOnly: false },
      },
      {
        name: 'stock',
        type: 'number',
        virtual: true,
        min: 0,
        max: SKU_STOCK_MAX,
        admin: {
          width: '33%',
          step: 1,
          description: 'How many you have to sell.',
          condition: withoutOptions,
          readOnly: false,
        },
      },
      {
        name: 'is_original',
        type: 'checkbox',
        virtual: true,
        label: 'One of a kind (an original)',
        admin: {
          width: '33%',
          condition: withoutOptions,
          readOnly: false,
          description: 'Held for a buyer while they pay, and sold with a certificate. Ticked for you at stock 1.',
          components: { Field: '@/components/Studio/OriginalFollowsStock.client#OriginalFollowsStock' },
        },
      },
    ],
  },
  // Passed on to the SKU, which sets the stock only while it is what this screen showed.
  stockAsReadField,
]

async function skusOf(req: PayloadRequest, product: number): Promise<Sku[]> {
  const { docs } = await req.payload.find({
    collection: 'skus',
    where: { product: { equals: product } },
    limit: 2,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

/** The one SKU of a product without options; none while it has options or none has been made. */
export async function singleSkuOf(req: PayloadRequest, product: Partial<Product>): Promise<Sku | undefined> {
  if (!withoutOptions(product) || product.id == null) return undefined
  const skus = await skusOf(req, product.id)
  return skus.length === 1 ? skus[0] : undefined
}

/** On the studio's screen of one product: its SKU's price, stock and "one of a kind". */
export const readSingleSku: CollectionAfterReadHook<Product> = async ({ doc, findMany, req }) => {
  if (findMany || !hasAdminRole(req.user)) return doc
  const sku = await singleSkuOf(req, doc)
  if (!sku) return doc
  return { ...doc, price: sku.price, stock: sku.stock, stock_as_read: sku.stock, is_original: Boolean(sku.is_original) }
}

/** A SKU code from the product's address, not yet taken: COTTESLOE-MORNING, then COTTESLOE-MORNING-2. */
async function freeCode(req: PayloadRequest, slug: string): Promise<string> {
  const base = slug.toUpperCase().slice(0, 56)
  for (let n = 1; ; n++) {
    const code = n === 1 ? base : `${base}-${n}`
    const taken = await req.payload.count({ collection: 'skus', where: { code: { equals: code } }, req })
    if (taken.totalDocs === 0) return code
  }
}

/** Makes or updates the SKU from the product screen's price, stock and "one of a kind". */
export const saveSingleSku: CollectionAfterChangeHook<Product> = async ({ doc, data, req }) => {
  const { price, stock, is_original: original, stock_as_read: asRead } = data
  if (!withoutOptions(doc) || (price == null && stock == null && original == null)) return doc
  const skus = await skusOf(req, doc.id)
  if (skus.length > 1) return doc
  const [sku] = skus
  if (!sku) {
    // Made from the first of the two she gives, so a draft keeps it; publishing waits for both.
    if (price == null && stock == null) return doc
    await req.payload.create({
      collection: 'skus',
      data: {
        product: doc.id,
        code: await freeCode(req, doc.slug),
        price: price ?? 0,
        stock: stock ?? 0,
        is_original: original ?? stock === 1,
      },
      overrideAccess: true,
      req,
    })
    return doc
  }
  const changes: Partial<Sku> = {}
  if (price != null && price !== sku.price) changes.price = price
  if (original != null && original !== Boolean(sku.is_original)) changes.is_original = original
  // The SKU sets the stock only while it is what her screen showed (stock-as-read.ts).
  if (stock != null && stock !== sku.stock && stock !== asRead) changes.stock = stock
  if (Object.keys(changes).length)
    await req.payload.update({
      collection: 'skus',
      id: sku.id,
      data: { ...changes, stock_as_read: asRead ?? sku.stock },
      overrideAccess: true,
      req,
    })
  return doc
}
