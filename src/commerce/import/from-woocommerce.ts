import { emptyProduct, type ImportedProduct, type ImportProblem } from '@/commerce/import/imported-product'
import type { CsvRow } from '@/commerce/import/read-csv'
import { readCount, readList, readMeasure, readMoney } from '@/commerce/import/read-values'
import { plainTextOfHtml } from '@/content/rich-text/plain-text'
import { slugFromName } from '@/content/slug'
import { SKU_STOCK_MAX } from '@/collections/Skus/limits'

/** Attributes that describe the painting rather than offer a choice. */
const MEDIUM = /^(medium|materials?)$/i

/** The column a WooCommerce export names with its store's unit, whichever unit that is. */
const columnLike = (columns: string[], start: string) =>
  columns.find((c) => c === start || c.startsWith(`${start} (`)) ?? start

/** A product's attributes, numbered from 1 in the export, while the row has any. */
function attributes(row: CsvRow): { name: string; values: string[] }[] {
  const found: { name: string; values: string[] }[] = []
  for (let n = 1; n <= 20; n++) {
    const name = row.get(`Attribute ${n} name`)
    if (!name) break
    found.push({ name, values: readList(row.get(`Attribute ${n} value(s)`)) })
  }
  return found
}

/**
 * WooCommerce's product CSV: simple and variable products, each variation a row of its own whose
 * Parent names the product (`id:12`, or its SKU). Prices are Regular and Sale; categories a list
 * of paths (`Paintings > Originals`); pictures a list of addresses; weight and sizes in the units
 * the column names give. A Medium or Material attribute is the painting's medium, not a choice.
 * Grouped and external products sell nothing themselves and are left out, each with its reason.
 */
export function fromWooCommerce(
  rows: CsvRow[],
  columns: string[],
): { products: ImportedProduct[]; problems: ImportProblem[] } {
  const products: ImportedProduct[] = []
  const problems: ImportProblem[] = []
  const parents = new Map<string, { product: ImportedProduct; optionNames: Set<string> }>()
  const variations: CsvRow[] = []
  const units = {
    weight: columnLike(columns, 'Weight'),
    length: columnLike(columns, 'Length'),
    width: columnLike(columns, 'Width'),
    height: columnLike(columns, 'Height'),
  }
  for (const row of rows) {
    const types = readList(row.get('Type'))
    try {
      if (types.includes('variation')) {
        variations.push(row)
      } else if (types.includes('simple') || types.includes('variable')) {
        const product = wooProduct(row, units, types.includes('variable'))
        products.push(product)
        const optionNames = new Set(product.variations.map((v) => v.name))
        if (row.get('ID')) parents.set(`id:${row.get('ID')}`, { product, optionNames })
        if (row.get('SKU')) parents.set(row.get('SKU'), { product, optionNames })
      } else {
        problems.push({
          row: row.row,
          message: `"${row.get('Name')}" is a ${types.join(', ') || 'product of no type'} product in WooCommerce, which sells nothing itself: left out.`,
        })
      }
    } catch (error) {
      problems.push({ row: row.row, message: error instanceof Error ? error.message : String(error) })
    }
  }
  for (const row of variations) {
    const parent = parents.get(row.get('Parent'))
    if (!parent) {
      problems.push({ row: row.row, message: `The variation's Parent "${row.get('Parent')}" is not in the file.` })
      continue
    }
    try {
      const options = attributes(row)
        .filter(({ name }) => parent.optionNames.has(name))
        .map(({ name, values }) => ({ name, value: values[0] ?? '' }))
      parent.product.skus.push({ ...wooSku(row, units), options })
    } catch (error) {
      problems.push({ row: row.row, message: error instanceof Error ? error.message : String(error) })
    }
  }
  return { products, problems }
}

type Units = { weight: string; length: string; width: string; height: string }

function wooSku(row: CsvRow, units: Units) {
  const regular = readMoney('Regular price', row.get('Regular price'))
  const sale = readMoney('Sale price', row.get('Sale price'))
  const stock = row.get('Stock')
  return {
    code: row.get('SKU'),
    options: [],
    price: sale ?? regular,
    fullPrice: sale != null && regular != null && regular > sale ? regular : null,
    // No stock count means WooCommerce does not manage its stock: sold without a limit.
    stock: stock === '' ? (row.get('In stock?') === '0' ? 0 : SKU_STOCK_MAX) : readCount('Stock', stock),
    grams: readMeasure(units.weight, row.get(units.weight), 'g'),
  }
}

function wooProduct(row: CsvRow, units: Units, variable: boolean): ImportedProduct {
  const product = emptyProduct(row.row)
  product.name = row.get('Name')
  product.slug = slugFromName(product.name)
  product.html = row.get('Description')
  product.blurb = plainTextOfHtml(row.get('Short description'))
  product.categories = {
    type: [],
    categories: readList(row.get('Categories')).map((path) => readList(path, '>')),
    tags: readList(row.get('Tags')),
  }
  product.pictures = readList(row.get('Images')).map((url) => ({ url, alt: product.name }))
  product.dimensions = {
    width: readMeasure(units.width, row.get(units.width), 'cm'),
    height: readMeasure(units.height, row.get(units.height), 'cm'),
    depth: readMeasure(units.length, row.get(units.length), 'cm'),
  }
  const all = attributes(row)
  product.medium = all.find(({ name }) => MEDIUM.test(name))?.values.join(', ') ?? ''
  if (variable) {
    product.variations = all.filter(({ name, values }) => !MEDIUM.test(name) && values.length > 0)
  } else {
    product.skus = [{ ...wooSku(row, units), options: [] }]
  }
  return product
}
