import type { Catalogue, CatalogueProduct } from '@/commerce/catalogue'

/** How many works each row of suggestions under a product shows. */
export const RELATED_LIMIT = 4

const available = (p: CatalogueProduct) => p.skuList.some((sku) => sku.stock > 0)
const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a?.trim()) && a!.trim().toLowerCase() === b?.trim().toLowerCase()

/** Works that can still be bought first, each kind in the artist's order. */
const availableFirst = (products: CatalogueProduct[]) => [
  ...products.filter(available),
  ...products.filter((p) => !available(p)),
]

/**
 * What a product's page suggests: more works of its series, then works that share a category or
 * its medium, none twice and never the product itself; those still for sale come first, which
 * matters most under an original that has sold.
 */
export function relatedProducts(catalogue: Catalogue, product: CatalogueProduct, limit = RELATED_LIMIT) {
  const others = catalogue.products.filter((p) => p.id !== product.id)
  const series = availableFirst(others.filter((p) => same(p.series, product.series))).slice(0, limit)
  const shown = new Set(series.map((p) => p.id))
  const groups = new Set(product.groupIds)
  const alike = availableFirst(
    others.filter(
      (p) => !shown.has(p.id) && (p.groupIds.some((id) => groups.has(id)) || same(p.medium, product.medium)),
    ),
  ).slice(0, limit)
  return { series, alike }
}
