import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { fetchPicture, PictureError } from '@/commerce/import/fetch-picture'
import { groupsFor } from '@/commerce/import/import-groups'
import type { ImportedProduct, ImportProblem } from '@/commerce/import/imported-product'
import { groupPathsOf, type ImportPlan } from '@/commerce/import/plan-import'
import { cleanHtml } from '@/content/rich-text/clean-html'
import { inTransaction } from '@/lib/database/sql'
import { afterRequests } from '@/lib/requests-in-flight'
import type { Product } from '@/payload-types'

export type ImportResult = {
  created: number
  updated: number
  unchanged: number
  /** The plan's problems, and those met while importing (a picture that failed, a taken address). */
  problems: ImportProblem[]
  stopped: boolean
}

export type ImportControls = {
  /** Told after each product, for a progress bar. */
  onProgress?: (done: number, total: number) => void | Promise<void>
  /** Stops between two products: what was imported stays, nothing is half-made. */
  signal?: AbortSignal
}

type PictureLink = { url: string; media: number }

/** The longest a product waits for the requests being answered before it is made anyway. */
const BETWEEN_PRODUCTS_MOST_MS = 1_000

/** What the file said of a product, so a second import of an unchanged product changes nothing. */
const fingerprintOf = (product: ImportedProduct, groupsFrom: string) => {
  // Where the product sits in the file, and the notes made for the dry run, are not what it says.
  const said = { ...product, row: 0, notes: [] }
  return createHash('sha256').update(JSON.stringify({ said, groupsFrom })).digest('hex')
}

const dollars = (cents: number | null) => (cents == null ? null : cents / 100)
const within = (value: number | null, max: number) => (value == null || value <= 0 || value > max ? null : value)

/**
 * Makes the plan's products: each as a draft (nothing is published without the artist), with its
 * SKUs and groups in one transaction, its pictures fetched before. A product made by an earlier
 * import of the same shop (its key) is updated as a new draft, or left alone when the file says
 * the same of it as then; an existing SKU keeps its stock, which sales may have changed since.
 */
export async function runImport(
  payload: Payload,
  plan: ImportPlan,
  controls: ImportControls = {},
): Promise<ImportResult> {
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0, problems: [...plan.problems], stopped: false }
  for (const [i, product] of plan.products.entries()) {
    // Between two products the visitors' requests come first: the shop stays quick during a long import.
    await afterRequests(BETWEEN_PRODUCTS_MOST_MS)
    if (controls.signal?.aborted) {
      result.stopped = true
      break
    }
    try {
      result[await importProduct(payload, plan, product, result.problems)]++
    } catch (error) {
      result.problems.push({ row: product.row, message: messageOf(product, error) })
    }
    await controls.onProgress?.(i + 1, plan.products.length)
  }
  result.problems.sort((a, b) => a.row - b.row)
  return result
}

/** A refusal from the database's checks, in the artist's words, with the product named. */
function messageOf(product: ImportedProduct, error: unknown): string {
  const data = (error as { data?: { errors?: { message: string }[] } }).data
  const detail =
    data?.errors?.map((e) => e.message).join(' ') || (error instanceof Error ? error.message : String(error))
  return `"${product.name}" could not be imported: ${detail}`
}

async function importProduct(
  payload: Payload,
  plan: ImportPlan,
  product: ImportedProduct,
  problems: ImportProblem[],
): Promise<'created' | 'updated' | 'unchanged'> {
  const key = `${plan.source}:${product.slug}`
  const fingerprint = fingerprintOf(product, plan.groupsFrom)
  const existing = (
    await payload.find({
      collection: 'products',
      where: { 'imported.key': { equals: key } },
      draft: true,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as Product | undefined
  if (existing?.imported?.fingerprint === fingerprint) return 'unchanged'
  await refuseTaken(payload, product, existing?.id)

  const known = new Map(((existing?.imported?.pictures ?? []) as PictureLink[]).map((link) => [link.url, link.media]))
  const made: number[] = []
  const pictures: PictureLink[] = []
  for (const picture of product.pictures) {
    const media = known.get(picture.url) ?? (await fetchIntoMedia(payload, picture, made, product, problems))
    if (media !== undefined) pictures.push({ url: picture.url, media })
  }
  try {
    await inTransaction({ payload }, async ({ req }) => {
      const groups = await groupsFor(payload, req, groupPathsOf(product, plan.groupsFrom))
      // A picture that failed is fetched again by the next import of the same file.
      const complete = pictures.length === product.pictures.length
      const data = productData(product, groups, pictures, { key, fingerprint: complete ? fingerprint : null })
      const saved = existing
        ? await payload.update({
            collection: 'products',
            id: existing.id,
            data,
            draft: true,
            overrideAccess: true,
            req,
          })
        : await payload.create({ collection: 'products', data, draft: true, overrideAccess: true, req })
      await saveSkus(payload, req, saved.id, product)
    })
  } catch (error) {
    // Pictures fetched for a product that was not made are not left behind in the media library.
    for (const id of made)
      await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => undefined)
    throw error
  }
  return existing ? 'updated' : 'created'
}

/** An address or a SKU code another product holds is not taken over: the artist decides. */
async function refuseTaken(payload: Payload, product: ImportedProduct, own: number | undefined) {
  const sameSlug = await payload.find({
    collection: 'products',
    where: { and: [{ slug: { equals: product.slug } }, ...(own ? [{ id: { not_equals: own } }] : [])] },
    draft: true,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (sameSlug.docs[0]) {
    throw new Error(`another product already has the address /product/${product.slug}; change one of them.`)
  }
  const codes = product.skus.map((sku) => sku.code)
  const { docs } = await payload.find({
    collection: 'skus',
    where: { and: [{ code: { in: codes } }, ...(own ? [{ product: { not_equals: own } }] : [])] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) throw new Error(`the SKU ${docs[0].code} belongs to another product.`)
}

async function fetchIntoMedia(
  payload: Payload,
  picture: ImportedProduct['pictures'][number],
  made: number[],
  product: ImportedProduct,
  problems: ImportProblem[],
): Promise<number | undefined> {
  try {
    const file = await fetchPicture(picture.url)
    const media = await payload.create({
      collection: 'media',
      data: { alt: picture.alt.slice(0, 300) },
      file: { ...file, size: file.data.length },
      overrideAccess: true,
    })
    made.push(media.id)
    return media.id
  } catch (error) {
    if (!(error instanceof PictureError)) throw error
    problems.push({ row: product.row, message: `${error.message} "${product.name}" is imported without it.` })
    return undefined
  }
}

function productData(
  product: ImportedProduct,
  groups: number[],
  pictures: PictureLink[],
  imported: { key: string; fingerprint: string | null },
) {
  return {
    name: product.name,
    slug: product.slug,
    blurb: product.blurb.slice(0, 500),
    content: cleanHtml(product.html),
    content_rich: null,
    medium: product.medium.slice(0, 120) || null,
    dimension_width: within(product.dimensions.width, 10000),
    dimension_height: within(product.dimensions.height, 10000),
    dimension_depth: within(product.dimensions.depth, 10000),
    title: product.seo.title.slice(0, 120) || null,
    meta_description: product.seo.description.slice(0, 320) || null,
    primary_group: groups[0] ?? null,
    groups,
    images: pictures.map(({ media }) => ({ image: media })),
    variations: product.variations.map((v) => ({ name: v.name, options: v.values.map((value) => ({ value })) })),
    imported: { ...imported, pictures },
    _status: 'draft' as const,
  }
}

async function saveSkus(payload: Payload, req: Partial<PayloadRequest>, productId: number, product: ImportedProduct) {
  const { docs: existing } = await payload.find({
    collection: 'skus',
    where: { product: { equals: productId } },
    limit: 0,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const [sort_order, sku] of product.skus.entries()) {
    const values = {
      options: sku.options,
      price: dollars(sku.price) ?? 0,
      full_price: dollars(sku.fullPrice),
      weight_grams: within(sku.grams, 100_000) ?? undefined,
      sort_order,
    }
    const same = existing.find((doc) => doc.code === sku.code)
    if (same) {
      await payload.update({ collection: 'skus', id: same.id, data: values, overrideAccess: true, req })
    } else {
      const stock = sku.stock ?? 0
      const data = {
        ...values,
        product: productId,
        code: sku.code,
        stock,
        is_original: stock === 1 && !sku.options.length,
      }
      await payload.create({ collection: 'skus', data, overrideAccess: true, req })
    }
  }
}
