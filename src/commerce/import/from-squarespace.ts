import { emptyProduct, type ImportedProduct, type ImportProblem } from '@/commerce/import/imported-product'
import type { CsvRow } from '@/commerce/import/read-csv'
import { readCount, readList, readMeasure, readMoney } from '@/commerce/import/read-values'
import { slugFromName } from '@/content/slug'
import { SKU_STOCK_MAX } from '@/collections/Skus/limits'

const OPTIONS = [1, 2, 3, 4, 5, 6] as const

/**
 * Squarespace's product CSV: the first row of a product carries its Title, Description (HTML),
 * address (Product URL), categories and pictures (Hosted Image URLs, separated by spaces); each
 * further row with the same Product ID is one more variant. A sale price is the price, the usual
 * one its full price; "Unlimited" stock is sold without a limit. Weights and sizes are read in
 * kilograms and centimetres, the units of a store set up in Australia.
 */
export function fromSquarespace(rows: CsvRow[]): { products: ImportedProduct[]; problems: ImportProblem[] } {
  const products: ImportedProduct[] = []
  const problems: ImportProblem[] = []
  const byId = new Map<string, ImportedProduct>()
  for (const row of rows) {
    const id = row.get('Product ID [Non Editable]')
    try {
      let product = byId.get(id)
      if (!product || row.get('Title')) {
        const type = row.get('Product Type [Non Editable]').toUpperCase()
        if (type && type !== 'PHYSICAL') {
          problems.push({
            row: row.row,
            message: `"${row.get('Title')}" is a ${type.toLowerCase().replace('_', ' ')} product in Squarespace: only physical products are imported.`,
          })
          continue
        }
        product = squarespaceProduct(row)
        products.push(product)
        if (id) byId.set(id, product)
      }
      product.skus.push(squarespaceSku(row))
    } catch (error) {
      problems.push({ row: row.row, message: error instanceof Error ? error.message : String(error) })
    }
  }
  for (const product of products) {
    const names = [...new Set(product.skus.flatMap((sku) => sku.options.map((o) => o.name)))]
    product.variations = names.map((name) => ({
      name,
      values: [
        ...new Set(product.skus.flatMap((sku) => sku.options.filter((o) => o.name === name).map((o) => o.value))),
      ],
    }))
  }
  return { products, problems }
}

function squarespaceSku(row: CsvRow) {
  const price = readMoney('Price', row.get('Price'))
  const sale = readMoney('Sale Price', row.get('Sale Price'))
  const onSale = /^(yes|true)$/i.test(row.get('On Sale')) && sale != null && price != null && sale < price
  const stock = row.get('Stock')
  return {
    code: row.get('SKU'),
    options: OPTIONS.flatMap((n) => {
      const name = row.get(`Option Name ${n}`)
      const value = row.get(`Option Value ${n}`)
      return name && value ? [{ name, value }] : []
    }),
    price: onSale ? sale : price,
    fullPrice: onSale ? price : null,
    stock: /^unlimited$/i.test(stock) ? SKU_STOCK_MAX : (readCount('Stock', stock) ?? 0),
    grams: readMeasure('Weight (kg)', row.get('Weight'), 'g'),
  }
}

function squarespaceProduct(row: CsvRow): ImportedProduct {
  const product = emptyProduct(row.row)
  product.name = row.get('Title')
  product.slug = (row.get('Product URL') || slugFromName(product.name)).toLowerCase()
  product.html = row.get('Description')
  product.categories = {
    type: [],
    categories: readList(row.get('Categories')).map((path) => readList(path, '/')),
    tags: readList(row.get('Tags')),
  }
  product.pictures = readList(row.get('Hosted Image URLs'), /\s+/).map((url) => ({ url, alt: product.name }))
  product.dimensions = {
    width: readMeasure('Width (cm)', row.get('Width'), 'cm'),
    height: readMeasure('Height (cm)', row.get('Height'), 'cm'),
    depth: readMeasure('Length (cm)', row.get('Length'), 'cm'),
  }
  return product
}
