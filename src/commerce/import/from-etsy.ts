import { emptyProduct, type ImportedProduct, type ImportProblem } from '@/commerce/import/imported-product'
import type { CsvRow } from '@/commerce/import/read-csv'
import { paragraphsOf, readCount, readList, readMoney } from '@/commerce/import/read-values'
import { slugFromName } from '@/content/slug'

const IMAGES = Array.from({ length: 10 }, (_, i) => `IMAGE${i + 1}`)

/** Every combination of the variations' values, in the order a shop lists them. */
const combinations = (variations: { name: string; values: string[] }[]) =>
  variations.reduce<{ name: string; value: string }[][]>(
    (all, { name, values }) => all.flatMap((options) => values.map((value) => [...options, { name, value }])),
    [[]],
  )

/**
 * Etsy's listings CSV: one row per listing, its description as plain text, one price and one
 * quantity for the whole listing, up to two variations with their values in one cell, materials
 * and tags as lists. Etsy's export gives neither a price nor a quantity per variation: each
 * option's SKU takes the listing's price, and its stock is left at 0 for the artist to set.
 */
export function fromEtsy(rows: CsvRow[]): { products: ImportedProduct[]; problems: ImportProblem[] } {
  const products: ImportedProduct[] = []
  const problems: ImportProblem[] = []
  for (const row of rows) {
    try {
      products.push(etsyProduct(row))
    } catch (error) {
      problems.push({ row: row.row, message: error instanceof Error ? error.message : String(error) })
    }
  }
  return { products, problems }
}

function etsyProduct(row: CsvRow): ImportedProduct {
  const product = emptyProduct(row.row)
  product.name = row.get('TITLE')
  product.slug = slugFromName(product.name)
  product.html = paragraphsOf(row.get('DESCRIPTION'))
  product.currency = row.get('CURRENCY_CODE').toUpperCase() || null
  product.categories = { type: [], categories: [], tags: readList(row.get('TAGS')) }
  const materials = readList(row.get('MATERIALS'))
  product.medium = materials.length ? materials.join(', ').replace(/^./, (c) => c.toUpperCase()) : ''
  product.pictures = IMAGES.map((column) => row.get(column))
    .filter(Boolean)
    .map((url) => ({ url, alt: product.name }))
  product.variations = [1, 2].flatMap((n) => {
    const name = row.get(`VARIATION ${n} NAME`) || row.get(`VARIATION ${n} TYPE`)
    const values = readList(row.get(`VARIATION ${n} VALUES`))
    return name && values.length ? [{ name, values }] : []
  })
  const price = readMoney('PRICE', row.get('PRICE'))
  const quantity = readCount('QUANTITY', row.get('QUANTITY'))
  const combos = combinations(product.variations)
  const codes = readList(row.get('SKU'))
  product.skus = combos.map((options, i) => ({
    // One code per combination when Etsy lists as many; else the one code on the first.
    code: codes.length === combos.length ? codes[i] : i === 0 ? (codes[0] ?? '') : '',
    options,
    price,
    fullPrice: null,
    stock: product.variations.length ? 0 : quantity,
    grams: null,
  }))
  if (product.variations.length) {
    product.notes.push(
      `Etsy gives one quantity (${quantity ?? 0}) for all options: each option's stock is 0 until you set it.`,
    )
  }
  return product
}
