import { useTranslations } from 'next-intl'

import type { ProductSummary } from '@/commerce/present-product'
import { Image } from '@/components/Image'
import { langOf } from '@/i18n/in-english'
import { Link } from '@/i18n/navigation'

import { Price } from '@/components/Shop/Price'
import { ProductBadge } from '@/components/Shop/ProductBadge'

/** A product in a grid: square picture (with the studio's badge, and Sale), name, and its price or "Sold" in red. */
export function ProductCard({ product, priority }: { product: ProductSummary; priority?: boolean }) {
  const t = useTranslations('shop.badges')
  return (
    <Link href={product.url} className="group block" data-testid="product-card">
      <div className="relative overflow-hidden rounded-sm bg-paper-deep dark:bg-night-raised">
        {product.image ? (
          <Image
            image={product.image}
            width={360}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="aspect-square" />
        )}
        <ProductBadge
          label={product.badge}
          className="absolute end-3 top-3 rounded-full bg-paper/90 px-3 py-1 text-xs font-medium tracking-wide text-ink dark:bg-night/90 dark:text-paper"
        />
        {product.in_stock && product.is_on_special ? (
          <span className="absolute start-3 top-3 rounded-full bg-danger px-3 py-1 text-xs font-medium tracking-wide text-paper">
            {t('sale')}
          </span>
        ) : null}
      </div>
      {/* A name with a long word (German) or no spaces (Japanese) leaves no room beside the price
          in a narrow card: the price then goes under it instead of past the card's edge. */}
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          className="min-w-0 font-display text-lg leading-snug break-words group-hover:underline"
          lang={langOf(product.in_english, 'name')}
        >
          {product.name}
        </h2>
        {product.in_stock ? (
          <Price price={product.price} fullPrice={product.full_price} className="shrink-0 text-sm" />
        ) : (
          <span className="shrink-0 text-sm font-medium text-danger dark:text-[#f2a39c]" data-testid="sold">
            {t('sold')}
          </span>
        )}
      </div>
    </Link>
  )
}
