import { getTranslations } from 'next-intl/server'

import { ProductGrid } from '@/components/Shop/ProductGrid'
import { Link } from '@/i18n/navigation'
import { getShopRow } from '@/data/shop'
import { renderedLocale } from '@/i18n/page-locale'
import { relationId } from '@/lib/relation-id'
import type { TplShopWidget } from '@/payload-types'
import { widgetLang } from '@/content/widget-language'

/** A grid of the shop's products on a page, with the way into the shop. */
export async function ShopComponent({ widget }: { widget: TplShopWidget }) {
  const group = typeof widget.group === 'object' ? widget.group : null
  const products = await getShopRow(
    relationId(widget.group) ?? null,
    widget.limit ?? 12,
    widget.order === 'newest',
    await renderedLocale(),
  )
  if (!products.length) return null
  const t = await getTranslations('widgets.shop')
  return (
    <section className="space-y-8" data-testid="shop-widget">
      {widget.heading ? (
        <h2 className="text-3xl" lang={widgetLang(widget, 'heading')}>
          {widget.heading}
        </h2>
      ) : null}
      <ProductGrid products={products} />
      <p>
        <Link href={group?.slug ? `/shop/${group.slug}` : '/shop'} className="button-quiet">
          {group?.name ? t('seeGroup', { group: group.name }) : t('seeShop')}
        </Link>
      </p>
    </section>
  )
}
