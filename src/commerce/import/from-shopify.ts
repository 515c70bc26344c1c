import { emptyProduct, type ImportedProduct, type ImportProblem } from '@/commerce/import/imported-product'
import type { CsvRow } from '@/commerce/import/read-csv'
import { readCount, readList, readMoney } from '@/commerce/import/read-values'
import { SKU_STOCK_MAX } from '@/collections/Skus/limits'

const OPTIONS = [1, 2, 3] as const

/** Shopify names the one variant of a product without options "Title: Default Title". */
const isDefaultOption = (name: string, value: string) => name === 'Title' && value === 'Default Title'

/**
 * Shopify's product CSV: one row per variant and per extra picture, grouped by Handle. The first
 * row carries the product (Title, Body (HTML), Type, Tags, SEO …) and its option names; every row
 * with a price or an option value is a variant; every row with an Image Src adds a picture. An
 * untracked variant (no Variant Inventory Tracker) is sold without a limit.
 */
export function fromShopify(rows: CsvRow[]): { products: ImportedProduct[]; problems: ImportProblem[] } {
  const byHandle = new Map<string, CsvRow[]>()
  const problems: ImportProblem[] = []
  for (const row of rows) {
    const handle = row.get('Handle')
    if (!handle) {
      problems.push({ row: row.row, message: 'The row has no Handle, so it belongs to no product.' })
      continue
    }
    byHandle.set(handle, [...(byHandle.get(handle) ?? []), row])
  }
  const products: ImportedProduct[] = []
  for (const [handle, group] of byHandle) {
    const first = group.find((row) => row.get('Title')) ?? group[0]
    try {
      products.push(shopifyProduct(handle, first, group))
    } catch (error) {
      problems.push({ row: first.row, message: error instanceof Error ? error.message : String(error) })
    }
  }
  return { products, problems }
}

function shopifyProduct(handle: string, first: CsvRow, group: CsvRow[]): ImportedProduct {
  const product = emptyProduct(first.row)
  product.name = first.get('Title')
  product.slug = handle.toLowerCase()
  product.html = first.get('Body (HTML)')
  product.categories = {
    type: readList(first.get('Type')),
    categories: [],
    tags: readList(first.get('Tags')),
  }
  product.seo = { title: first.get('SEO Title'), description: first.get('SEO Description') }
  const names = OPTIONS.map((n) => first.get(`Option${n} Name`))
  const values = OPTIONS.map(() => new Set<string>())
  for (const row of group) {
    const options = OPTIONS.flatMap((n, i) => {
      const value = row.get(`Option${n} Value`)
      return names[i] && value && !isDefaultOption(names[i], value) ? [{ name: names[i], value }] : []
    })
    if (row.get('Variant Price') || row.get('Variant SKU') || options.length) {
      options.forEach(({ value }, i) => values[i].add(value))
      const price = readMoney('Variant Price', row.get('Variant Price'))
      const compareAt = readMoney('Variant Compare At Price', row.get('Variant Compare At Price'))
      const tracked = row.get('Variant Inventory Tracker') !== ''
      product.skus.push({
        code: row.get('Variant SKU'),
        options,
        price,
        fullPrice: compareAt != null && price != null && compareAt > price ? compareAt : null,
        stock: tracked ? (readCount('Variant Inventory Qty', row.get('Variant Inventory Qty')) ?? 0) : SKU_STOCK_MAX,
        grams: readCount('Variant Grams', row.get('Variant Grams')),
      })
    }
    for (const column of ['Image Src', 'Variant Image']) {
      const url = row.get(column)
      if (url && !product.pictures.some((picture) => picture.url === url)) {
        product.pictures.push({ url, alt: (column === 'Image Src' && row.get('Image Alt Text')) || product.name })
      }
    }
  }
  product.variations = OPTIONS.flatMap((_, i) =>
    names[i] && values[i].size ? [{ name: names[i], values: [...values[i]] }] : [],
  )
  if (product.skus.some((sku) => sku.stock === SKU_STOCK_MAX)) {
    product.notes.push('Shopify does not count its stock: sold without a limit here until you set one.')
  }
  return product
}
