import { ValidationError, type ArrayFieldValidation, type CollectionBeforeChangeHook } from 'payload'

import { singleSkuOf } from '@/collections/Products/single-sku'
import type { Product } from '@/payload-types'

type Missing = { path: string; message: string }

const NO_PICTURE = 'A picture is needed: the shop would show an empty tile.'

/** Whether a product being published (with `rows` pictures) lacks one; drafts may. */
const lacksPicture = (status: Product['_status'], rows: number) => status === 'published' && rows === 0

/**
 * The pictures field's own check, so the studio's screen shows the refusal at the pictures
 * before anything is sent (drafts are saved unchecked).
 */
export const pictureToPublish: ArrayFieldValidation = (value, { data }) => {
  const rows = typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0
  return lacksPicture((data as Partial<Product> | undefined)?._status, rows) ? NO_PICTURE : true
}

/**
 * A product is published only with what the shop needs to show and sell it: a picture, and a
 * price and a stock (its own, or its SKUs' when it has options); a price of 0 is none. A draft may
 * be incomplete. The refusal names what is missing, at its field.
 */
export const refuseIncompletePublish: CollectionBeforeChangeHook<Product> = async ({ data, originalDoc, req }) => {
  if (data._status !== 'published') return data
  const product = { ...originalDoc, ...data }
  const missing: Missing[] = []
  if (lacksPicture(product._status, product.images?.length ?? 0)) missing.push({ path: 'images', message: NO_PICTURE })
  if (!product.variations?.length) {
    const sku = originalDoc ? await singleSkuOf(req, { ...product, id: originalDoc.id }) : undefined
    if (!(data.price ?? sku?.price)) missing.push({ path: 'price', message: 'A price is needed.' })
    // 0 is a stock: a piece sold elsewhere may be shown as sold.
    if ((data.stock ?? sku?.stock) == null) missing.push({ path: 'stock', message: 'The stock is needed.' })
  } else {
    const skus = originalDoc
      ? await req.payload.count({ collection: 'skus', where: { product: { equals: originalDoc.id } }, req })
      : { totalDocs: 0 }
    if (!skus.totalDocs)
      missing.push({
        path: 'skus',
        message: 'Its SKUs are needed: save it as a draft, add a SKU for each choice, then publish.',
      })
  }
  if (missing.length) throw new ValidationError({ collection: 'products', req, errors: missing })
  return data
}
