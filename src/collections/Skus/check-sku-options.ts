import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { optionKey, optionMismatch, optionsLabel, type Variation } from '@/commerce/sku-options'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { messageOf } from '@/lib/domain-error-messages'
import { relationId } from '@/lib/relation-id'

type ProductVariations = { variations?: { name: string; options?: { value: string }[] | null }[] | null }

/**
 * A SKU names one value for each of its product's options, from that option's list; the same
 * combination cannot be a second SKU (the `combination` column is unique). Prices are whole cents.
 */
export const checkSkuOptions: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const productId = relationId(data.product ?? originalDoc?.product)
  if (productId == null) throw new APIError('Choose the product this SKU belongs to.', 400, null, true)
  const product = (await req.payload.findByID({
    collection: 'products',
    id: productId,
    depth: 0,
    draft: true,
    req,
    // A SKU names its options in English, whatever language the back-office is showing.
    locale: DEFAULT_LOCALE,
    overrideAccess: true,
    disableErrors: true,
  })) as ProductVariations | null
  if (!product) throw new APIError('That product does not exist.', 400, null, true)
  const variations: Variation[] = (product.variations ?? []).map((v) => ({
    name: v.name,
    options: (v.options ?? []).map((o) => o.value),
  }))
  const choices = ((data.options ?? originalDoc?.options ?? []) as { name: string; value: string }[]).map(
    ({ name, value }) => ({ name, value }),
  )
  const mismatch = optionMismatch(variations, choices)
  if (mismatch) throw new APIError(messageOf(mismatch.code, mismatch.params), 400, null, true)
  for (const field of ['price', 'full_price'] as const) {
    const value = data[field]
    if (typeof value === 'number' && Math.round(value * 100) !== value * 100)
      throw new APIError(`The ${field.replace('_', ' ')} has more than two decimals.`, 400, null, true)
  }
  const stock = data.stock ?? originalDoc?.stock
  if (typeof stock === 'number' && !Number.isInteger(stock))
    throw new APIError('Stock is a whole number.', 400, null, true)
  const combination = `${productId}|${optionKey(choices)}`
  const { docs } = await req.payload.find({
    collection: 'skus',
    where: { combination: { equals: combination } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (docs[0] && docs[0].id !== originalDoc?.id)
    throw new APIError(`These options already have a SKU (${docs[0].code}).`, 400, null, true)
  return { ...data, options_label: optionsLabel(choices) || 'Single', combination }
}
