import type { ProductSummary } from '@/commerce/present-product'

import { ProductCard } from '@/components/Shop/ProductCard'

/** Products three to a row on wide screens, two on tablets, one on phones. */
export function ProductGrid({ products }: { products: ProductSummary[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-grid">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} priority={i < 3} />
        </li>
      ))}
    </ul>
  )
}
