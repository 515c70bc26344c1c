import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

/** A copy of a stored value with new ids for its array rows (Payload makes them on a normal save). */
function withNewRowIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNewRowIds)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, key === 'id' ? randomBytes(12).toString('hex') : withNewRowIds(v)]),
    )
  }
  return value
}

/** A stored document's fields for a copy: without its id, times and joins, with new row ids. */
const fieldsOf = (doc: object) =>
  withNewRowIds(
    Object.fromEntries(Object.entries(doc).filter(([key]) => !['id', 'createdAt', 'updatedAt', 'skus'].includes(key))),
  ) as Record<string, unknown>

/** Rows written per transaction: one commit per product would make the setup, not the bench, slow. */
const BATCH = 250

/**
 * Grows the seeded shop to `count` published products by copying the seeded ones (pictures,
 * options, groups, addons and SKUs alike, with their words in every language) under new names and
 * addresses. Written through the database adapter, so no change hook runs and the catalogue in
 * memory learns of none of them.
 */
export async function growShop(payload: Payload, count: number): Promise<number> {
  const all = { depth: 0, limit: 0, pagination: false as const, overrideAccess: true }
  const published = { _status: { equals: 'published' } } as const
  // Read in every language at once, as the adapter writes them: a copy keeps the seed's translations.
  const { docs: seeds } = (await payload.find({
    collection: 'products',
    where: published,
    locale: 'all',
    ...all,
  })) as unknown as {
    docs: (Record<string, unknown> & { id: number; slug: string; name: Record<string, string> })[]
  }
  const { docs: seedSkus } = await payload.find({ collection: 'skus', ...all })
  if (!seeds.length) throw new Error('The seeded shop has no published products to copy.')
  let made = (await payload.count({ collection: 'products', where: published })).totalDocs
  let req: Pick<PayloadRequest, 'transactionID'> = {}
  const commit = async () => {
    if (req.transactionID) await payload.db.commitTransaction(req.transactionID)
  }
  for (let i = 0; made < count; i++, made++) {
    if (i % BATCH === 0) {
      await commit()
      req = { transactionID: (await payload.db.beginTransaction()) ?? undefined }
    }
    const seed = seeds[i % seeds.length]
    const product = await payload.db.create({
      collection: 'products',
      data: {
        ...fieldsOf(seed),
        slug: `${seed.slug}-${i}`,
        name: Object.fromEntries(Object.entries(seed.name).map(([locale, name]) => [locale, `${name} ${i}`])),
      },
      req,
    })
    const skus = seedSkus.filter((sku) => sku.product === seed.id)
    for (const [k, sku] of skus.entries()) {
      await payload.db.create({
        collection: 'skus',
        data: {
          ...fieldsOf(sku),
          product: product.id,
          code: `${sku.code}-${i}`,
          combination: `${product.id}:${k}`,
        },
        req,
      })
    }
  }
  await commit()
  return made
}
