import { useTranslations } from 'next-intl'
import { useId } from 'react'

import type { ProductSummary } from '@/commerce/present-product'
import { ProductCard } from '@/components/Shop/ProductCard'

/** The shop's works a story talks about: picture, name, price or "Sold", each to its page. */
export function ShopThisPainting({ artworks }: { artworks: ProductSummary[] }) {
  const t = useTranslations('stories.shopThis')
  const id = useId()
  if (!artworks.length) return null
  return (
    <section aria-labelledby={id} className="space-y-6" data-testid="shop-this">
      <h2 id={id} className="text-2xl sm:text-3xl">
        {artworks.length === 1 ? t('heading') : t('headingMany')}
      </h2>
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3">
        {artworks.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}
