import type { ImportedProduct } from '@/commerce/import/imported-product'
import { plainTextOfHtml } from '@/content/rich-text/plain-text'
import { SKU_PRICE_MAX, SKU_STOCK_MAX } from '@/collections/Skus/limits'
import { SLUG_MAX_LENGTH, slugSchema } from '@/content/slug'

/** Most SKUs a product may bring: a shop of paintings and prints offers sizes and frames, not thousands. */
export const IMPORT_SKUS_MAX = 250
const NAME_MAX = 160
const PICTURES_MAX = 20
const CODE_MAX = 60

/** A value a spreadsheet would run as a formula when the shop's data is opened in one again. */
const FORMULA = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/

/**
 * Why a product read from a file cannot be imported, or null; what can be fitted is fitted, with a
 * note (a long name shortened, pictures past the twentieth left out, a code made where none was).
 */
export function checkImported(product: ImportedProduct): string | null {
  if (!product.name) return 'The product has no title.'
  if (FORMULA.test(product.name)) {
    return `The title "${product.name.slice(0, 40)}" starts with "${product.name[0]}", as a spreadsheet formula does: change it in the file.`
  }
  if (product.name.length > NAME_MAX) {
    product.notes.push(`The title is shortened to ${NAME_MAX} characters.`)
    product.name = product.name.slice(0, NAME_MAX).trimEnd()
  }
  if (!slugSchema.safeParse(product.slug).success) {
    const slug = product.slug
    product.slug = `product-${product.row}`
    product.notes.push(
      `The address "${slug}" is not one the site takes: it is /product/${product.slug} until you change it.`,
    )
  }
  if (product.skus.length === 0) return `"${product.name}" has no variant with a price.`
  if (product.skus.length > IMPORT_SKUS_MAX) {
    return `"${product.name}" has ${product.skus.length.toLocaleString('en-AU')} variants; a product here has at most ${IMPORT_SKUS_MAX}.`
  }
  if (product.variations.length > 3)
    return `"${product.name}" has ${product.variations.length} options; a product here has at most 3.`
  for (const { name, values } of product.variations) {
    if (name.length > 60) return `The option name "${name.slice(0, 40)}…" is longer than 60 characters.`
    if (values.length > 20) return `The option "${name}" has ${values.length} values; an option here has at most 20.`
    const long = values.find((value) => value.length > 80)
    if (long) return `The option value "${long.slice(0, 40)}…" is longer than 80 characters.`
  }
  if (product.pictures.length > PICTURES_MAX) {
    product.notes.push(`${product.pictures.length - PICTURES_MAX} pictures past the ${PICTURES_MAX}th are left out.`)
    product.pictures = product.pictures.slice(0, PICTURES_MAX)
  }
  for (const [i, sku] of product.skus.entries()) {
    if (sku.code.length > CODE_MAX) return `The SKU "${sku.code.slice(0, 40)}…" is longer than ${CODE_MAX} characters.`
    if (FORMULA.test(sku.code))
      return `The SKU "${sku.code}" starts with "${sku.code[0]}", as a spreadsheet formula does.`
    sku.code ||= madeCode(product.slug, product.skus.length > 1 ? i + 1 : 0)
    for (const price of [sku.price, sku.fullPrice]) {
      if (price != null && price > SKU_PRICE_MAX * 100) return `"${product.name}" costs more than $1,000,000.`
    }
    if (sku.stock != null && sku.stock > SKU_STOCK_MAX) sku.stock = SKU_STOCK_MAX
  }
  if (!product.blurb) product.blurb = firstSentences(product.html)
  return null
}

/** A stock code made from the product's address, numbered when it has several. */
const madeCode = (slug: string, n: number) => {
  const suffix = n ? `-${n}` : ''
  return `${slug.slice(0, Math.min(SLUG_MAX_LENGTH, CODE_MAX - suffix.length)).toUpperCase()}${suffix}`
}

/** The story's first sentence or two, for the shop's lists: at most 300 characters, ending on a word. */
function firstSentences(html: string): string {
  const text = plainTextOfHtml(html)
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text]
  const two = sentences.slice(0, 2).join('').trim()
  return two.length <= 300 ? two : `${two.slice(0, 300).replace(/\s+\S*$/, '')}…`
}
