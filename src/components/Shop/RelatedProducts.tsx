import { getTranslations } from 'next-intl/server'

import type { ProductSummary } from '@/commerce/present-product'

import { ProductCard } from '@/components/Shop/ProductCard'

/** The rows of suggestions under a product: more of its series, then works like it. */
export async function RelatedProducts({ series, alike }: { series: ProductSummary[]; alike: ProductSummary[] }) {
  const t = await getTranslations('shop.product')
  const rows = [
    { id: 'series', title: t('moreFromSeries'), products: series },
    { id: 'alike', title: t('youMayAlsoLike'), products: alike },
  ].filter((row) => row.products.length)
  if (!rows.length) return null
  return (
    <div className="container-page pb-24">
      {rows.map((row) => (
        <section
          key={row.id}
          aria-labelledby={`related-${row.id}`}
          className="mt-16 first:mt-0"
          data-testid={`related-${row.id}`}
        >
          <h2 id={`related-${row.id}`} className="text-2xl">
            {row.title}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
            {row.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
