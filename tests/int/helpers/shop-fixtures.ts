import { getPayload } from 'payload'

import config from '@payload-config'
import type { Addon, Product, Sku } from '@/payload-types'

import { twoToneImage, uploadImage } from './fixtures'

type SkuInput = {
  code: string
  options?: { name: string; value: string }[]
  price: number
  full_price?: number
  stock: number
}
type ProductInput = {
  slug: string
  name?: string
  content?: string
  variations?: { name: string; options: string[] }[]
  skus: SkuInput[]
  addons?: number[]
  groups?: number[]
  primary_group?: number
  /** Left a draft: published products need a picture, a price and a stock, which this one has. */
  draft?: boolean
}

let picture: Promise<number> | undefined
/** The picture every test product shows, uploaded once per database. */
const testPicture = () =>
  (picture ??= twoToneImage(600, 400).then(async (bytes) => (await uploadImage(bytes, { alt: 'A test painting' })).id))

/**
 * A published product with its SKUs and a picture, made through the local API as the back-office
 * would: a draft first, its SKUs, then published (a product is published only with a price).
 */
export async function makeProduct(input: ProductInput): Promise<{ product: Product; skus: Sku[] }> {
  const payload = await getPayload({ config })
  const draft = await payload.create({
    collection: 'products',
    draft: true,
    data: {
      name: input.name ?? input.slug.replace(/-/g, ' '),
      slug: input.slug,
      content: input.content ?? '<p>A painting for the tests.</p>',
      _status: 'draft',
      images: [{ image: await testPicture() }],
      variations: (input.variations ?? []).map((v) => ({
        name: v.name,
        options: v.options.map((value) => ({ value })),
      })),
      addons: input.addons ?? [],
      groups: input.groups ?? [],
      primary_group: input.primary_group,
    },
    overrideAccess: true,
  })
  const skus: Sku[] = []
  for (const [i, sku] of input.skus.entries()) {
    skus.push(
      await payload.create({
        collection: 'skus',
        data: { product: draft.id, sort_order: i, options: sku.options ?? [], ...sku },
        overrideAccess: true,
      }),
    )
  }
  if (input.draft) return { product: draft, skus }
  const product = await payload.update({
    collection: 'products',
    id: draft.id,
    data: { _status: 'published' },
    overrideAccess: true,
  })
  return { product, skus }
}

export async function makeAddon(data: Omit<Addon, 'id' | 'createdAt' | 'updatedAt'>): Promise<Addon> {
  const payload = await getPayload({ config })
  return payload.create({ collection: 'addons', data, overrideAccess: true })
}

export async function setStock(skuId: number, stock: number) {
  const payload = await getPayload({ config })
  await payload.update({ collection: 'skus', id: skuId, data: { stock }, overrideAccess: true })
}
