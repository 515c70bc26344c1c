import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { formatPrice } from '@/commerce/money'
import { relationId } from '@/lib/relation-id'
import { toImage } from '@/media/image'

// Payload also draws a list's cells where no document is at hand (the columns' own settings): nothing then.
type Row = { id?: number; images?: { image?: unknown }[] | null } | undefined

/** A product's SKUs in one query per row, shared by its price and stock columns. */
const skusOf = cache(async (payload: Payload, productId: number) => {
  const { docs } = await payload.find({
    collection: 'skus',
    where: { product: { equals: productId } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
})

/** A product's main picture (`images[0].image`, an id or the record), small and square, for the studio's screens. */
export async function smallPicture(payload: Payload, picture: unknown) {
  const id = relationId(picture)
  const media =
    id == null
      ? null
      : await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true })
  return toImage(media, { aspect: '1x1', width: 100 })
}

/** The product's main picture, small. */
export async function ProductPictureCell({ rowData, payload }: DefaultServerCellComponentProps) {
  if (!rowData) return null
  const image = await smallPicture(payload, (rowData as Row)?.images?.[0]?.image)
  if (!image) return <span className="studio-cell-muted">No picture</span>
  return <img src={image.webp_url} alt="" width={48} height={48} className="studio-cell-picture" />
}

/** The lowest price of the product's SKUs ("from" when they differ). */
export async function ProductPriceCell({ rowData, payload }: DefaultServerCellComponentProps) {
  const productId = (rowData as Row)?.id
  if (productId == null) return null
  const prices = (await skusOf(payload, productId)).map((sku) => sku.price ?? 0)
  if (!prices.length) return <span className="studio-cell-muted">No SKU yet</span>
  const lowest = Math.min(...prices)
  return <span>{`${prices.some((p) => p !== lowest) ? 'from ' : ''}${formatPrice(lowest)}`}</span>
}

/** How many can be sold now, over all the product's SKUs; "Sold" for an original that has gone. */
export async function ProductStockCell({ rowData, payload }: DefaultServerCellComponentProps) {
  const productId = (rowData as Row)?.id
  if (productId == null) return null
  const skus = await skusOf(payload, productId)
  const stock = skus.reduce((sum, sku) => sum + (sku.stock ?? 0), 0)
  const original = skus.length === 1 && skus[0].is_original
  if (original) return <span>{stock > 0 ? 'Original, available' : 'Original, sold'}</span>
  return (
    <span className={stock === 0 ? 'studio-cell-warning' : undefined}>{skus.length ? `${stock} in stock` : '–'}</span>
  )
}
