import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/components/ClientMessages'
import { Image } from '@/components/Image'
import { BuyBox } from '@/components/page-parts.client'
import { buyBoxProps } from '@/components/Shop/buy-box-props'
import { Link } from '@/i18n/navigation'
import { getProductById } from '@/data/shop'
import { langOf } from '@/i18n/in-english'
import { renderedLocale } from '@/i18n/page-locale'
import { relationId } from '@/lib/relation-id'
import type { TplSellProductViewWidget } from '@/payload-types'

/** One product with its buy box, placed on any page; nothing while it is not published. */
export async function SellProductViewComponent({ widget }: { widget: TplSellProductViewWidget }) {
  const id = relationId(widget.product)
  const product = id == null ? null : await getProductById(id, await renderedLocale())
  if (!product) return null
  const t = await getTranslations('widgets.shop')
  const picture = product.images[0]
  return (
    <section className="grid items-start gap-8 md:grid-cols-2 md:gap-12" data-testid="product-view-widget">
      {picture ? (
        <Link href={product.url} tabIndex={-1} aria-hidden>
          <Image
            image={picture}
            width={640}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt=""
            className="h-auto w-full rounded-sm"
          />
        </Link>
      ) : null}
      <div className="space-y-6">
        <header className="space-y-2">
          {product.series ? (
            <p className="eyebrow" lang={langOf(product.in_english, 'series')}>
              {product.series}
            </p>
          ) : null}
          <h2 className="text-3xl" lang={langOf(product.in_english, 'name')}>
            <Link href={product.url} className="hover:underline">
              {product.name}
            </Link>
          </h2>
          {product.blurb ? (
            <p className="text-soft">
              <bdi lang={langOf(product.in_english, 'blurb')}>{product.blurb}</bdi>
            </p>
          ) : null}
        </header>
        <ClientMessages namespaces={['shop']}>
          <BuyBox {...buyBoxProps(product)} />
        </ClientMessages>
        <Link href={product.url} className="link-soft text-sm underline">
          {t('aboutPiece')}
        </Link>
      </div>
    </section>
  )
}
