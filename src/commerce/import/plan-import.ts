import { checkImported } from '@/commerce/import/check-imported'
import { fromEtsy } from '@/commerce/import/from-etsy'
import { fromShopify } from '@/commerce/import/from-shopify'
import { fromSquarespace } from '@/commerce/import/from-squarespace'
import { fromWooCommerce } from '@/commerce/import/from-woocommerce'
import type { ImportedProduct, ImportProblem, ImportSource } from '@/commerce/import/imported-product'
import { ImportFileError, readExportCsv, type CsvRow } from '@/commerce/import/read-csv'

/** Where a product's groups come from: the source's product type, its categories, its tags, or nowhere. */
export type GroupsFrom = 'type' | 'categories' | 'tags' | 'none'

export type ImportOptions = {
  /** The source the artist says the file is from; the file's columns must agree. */
  source?: ImportSource
  /** The currency of the file's prices when the file does not say (Etsy's does); AUD when not given. */
  currency?: string
  /** Australian dollars for one unit of that currency; without it, other currencies' prices are left out. */
  rate?: number
  groupsFrom?: GroupsFrom
}

export type ImportPlan = {
  source: ImportSource
  groupsFrom: GroupsFrom
  /** The products to import, their prices in Australian cents (null: left for the artist). */
  products: ImportedProduct[]
  /** Rows that cannot be imported, and why. */
  problems: ImportProblem[]
  counts: { rows: number; products: number; skus: number; pictures: number; groups: number }
}

/** Each source's natural home for a shop's categories. */
const defaultGroupsFrom: Record<ImportSource, GroupsFrom> = {
  shopify: 'type',
  etsy: 'none',
  woocommerce: 'categories',
  squarespace: 'categories',
}

const readers: Record<ImportSource, (rows: CsvRow[], columns: string[]) => ReturnType<typeof fromShopify>> = {
  shopify: fromShopify,
  etsy: fromEtsy,
  woocommerce: fromWooCommerce,
  squarespace: fromSquarespace,
}

/** The group paths (names, top first) a product goes into, as the artist chose. */
export function groupPathsOf(product: ImportedProduct, from: GroupsFrom): string[][] {
  if (from === 'none') return []
  if (from === 'categories') return product.categories.categories.filter((path) => path.length)
  return product.categories[from].map((name) => [name])
}

/**
 * The dry run: what importing the file would make, and every row it cannot import with the
 * reason. Nothing is written; the import itself runs the same plan.
 */
export async function planImport(file: Buffer, options: ImportOptions = {}): Promise<ImportPlan> {
  const { source, rows, columns } = await readExportCsv(file, options.source)
  if (options.rate !== undefined && !(options.rate > 0 && options.rate < 1000)) {
    throw new ImportFileError('The exchange rate is the Australian dollars one unit of the currency buys, above 0.')
  }
  const read = readers[source](rows, columns)
  const problems = [...read.problems]
  const products: ImportedProduct[] = []
  const slugs = new Set<string>()
  const codes = new Set<string>()
  for (const product of read.products) {
    const refusal = checkImported(product) ?? duplicateIn(product, slugs, codes)
    if (refusal) {
      problems.push({ row: product.row, message: refusal })
      continue
    }
    convertPrices(product, (product.currency ?? options.currency ?? 'AUD').toUpperCase(), options.rate)
    products.push(product)
  }
  const groupsFrom = options.groupsFrom ?? defaultGroupsFrom[source]
  const groups = new Set(products.flatMap((p) => groupPathsOf(p, groupsFrom).map((path) => path.join(' > '))))
  return {
    source,
    groupsFrom,
    products,
    problems: problems.sort((a, b) => a.row - b.row),
    counts: {
      rows: rows.length,
      products: products.length,
      skus: products.reduce((n, p) => n + p.skus.length, 0),
      pictures: products.reduce((n, p) => n + p.pictures.length, 0),
      groups: groups.size,
    },
  }
}

/** A second product of the same address or SKU code in one file: the first one wins. */
function duplicateIn(product: ImportedProduct, slugs: Set<string>, codes: Set<string>): string | null {
  if (slugs.has(product.slug)) return `"${product.name}" has the same address (${product.slug}) as a product above it.`
  const repeated = product.skus.find(
    (sku, i) => codes.has(sku.code) || product.skus.findIndex((s) => s.code === sku.code) !== i,
  )
  if (repeated) return `The SKU ${repeated.code} of "${product.name}" is used twice in the file.`
  slugs.add(product.slug)
  for (const sku of product.skus) codes.add(sku.code)
  return null
}

/** Prices in Australian cents: as they are in AUD, at the given rate otherwise, or left for the artist. */
function convertPrices(product: ImportedProduct, currency: string, rate: number | undefined) {
  if (currency === 'AUD') return
  if (rate === undefined) {
    product.notes.push(`Its prices are in ${currency}: left for you to set (or import again with a rate).`)
  } else {
    product.notes.push(`Its prices are converted from ${currency} at ${rate} Australian dollars each.`)
  }
  for (const sku of product.skus) {
    sku.price = rate === undefined || sku.price == null ? null : Math.round(sku.price * rate)
    sku.fullPrice = rate === undefined || sku.fullPrice == null ? null : Math.round(sku.fullPrice * rate)
  }
}
