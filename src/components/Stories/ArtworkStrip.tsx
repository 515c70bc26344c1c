import { useTranslations } from 'next-intl'

import type { ProductSummary } from '@/commerce/present-product'
import { Image } from '@/components/Image'
import { Price } from '@/components/Shop/Price'
import { Link } from '@/i18n/navigation'

/** The works a short post names, small: picture, name and price or "Sold", each to its page. */
export function ArtworkStrip({ artworks }: { artworks: ProductSummary[] }) {
  const t = useTranslations('stories.shopThis')
  const badges = useTranslations('shop.badges')
  if (!artworks.length) return null
  return (
    <div className="space-y-2" data-testid="shop-this">
      <p className="eyebrow">{artworks.length === 1 ? t('heading') : t('headingMany')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {artworks.map((product) => (
          <li key={product.id}>
            <Link
              href={product.url}
              className="flex items-center gap-3 rounded-sm bg-paper-deep p-2 hover:underline dark:bg-night-raised"
            >
              {product.image ? (
                <Image image={product.image} width={64} className="size-16 shrink-0 rounded-sm object-cover" />
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{product.name}</span>
                {product.in_stock ? (
                  <Price price={product.price} fullPrice={product.full_price} className="text-sm" />
                ) : (
                  <span className="text-sm font-medium text-danger dark:text-[#f2a39c]">{badges('sold')}</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
