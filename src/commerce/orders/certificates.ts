import type { Payload } from 'payload'

import { cmToInches } from '@/commerce/art-dimensions'
import { toImage, type Image } from '@/media/image'
import type { Order } from '@/payload-types'

/** One original's certificate of authenticity: what it is, as the product records it. */
export type Certificate = {
  lineId: string
  title: string
  year: number | null
  medium: string
  /** Width and height in centimetres and inches (one decimal), when both are recorded. */
  size: { width: number; height: number; widthInches: number; heightInches: number } | null
}

export type OrderCertificates = {
  certificates: Certificate[]
  /** Who signs: the checkout settings' `artist_name`, else the site's name. */
  artist: string
  /** The artist's signature from the checkout settings, as an image to print; null when none is set. */
  signature: Image | null
}

const productId = (line: NonNullable<Order['lines']>[number]) =>
  typeof line.product === 'object' && line.product ? line.product.id : (line.product ?? null)

/**
 * The certificates of authenticity that go in an order's parcel: one for each original painting
 * it holds, with the painting's title (its name as sold), year, medium and size from its product
 * record, read as it is now (also when the product is unpublished since).
 */
export async function orderCertificates(payload: Payload, order: Order): Promise<OrderCertificates> {
  const originals = (order.lines ?? []).filter((line) => line.is_original)
  const ids = [...new Set(originals.map(productId).filter((id): id is number => id !== null))]
  const [products, checkout, site] = await Promise.all([
    ids.length
      ? payload.find({
          collection: 'products',
          where: { id: { in: ids } },
          depth: 0,
          limit: ids.length,
          overrideAccess: true,
          draft: true,
        })
      : { docs: [] },
    payload.findGlobal({ slug: 'checkout-settings', depth: 1, overrideAccess: true }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  const byId = new Map(products.docs.map((product) => [product.id, product]))
  const certificates = originals.map((line, i): Certificate => {
    const product = byId.get(productId(line) ?? -1)
    const width = product?.dimension_width ?? null
    const height = product?.dimension_height ?? null
    return {
      lineId: line.id ?? String(i),
      title: line.name,
      year: product?.year_painted ?? null,
      medium: product?.medium ?? '',
      size:
        width && height ? { width, height, widthInches: cmToInches(width), heightInches: cmToInches(height) } : null,
    }
  })
  return {
    certificates,
    artist: checkout.artist_name || site.name,
    signature: toImage(checkout.signature, { aspect: 'raw', width: 400 }),
  }
}
