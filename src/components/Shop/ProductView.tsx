import { getTranslations } from 'next-intl/server'

import { ProductBadge } from '@/components/Shop/ProductBadge'
import { productJsonLd } from '@/commerce/product-json-ld'
import { ArtistHtml } from '@/components/ArtistHtml'
import { ClientMessages } from '@/components/ClientMessages'
import { ArtDetails } from '@/components/Shop/ArtDetails'
import { Breadcrumbs } from '@/components/Shop/Breadcrumbs'
import { buyBoxProps, type ShownProduct } from '@/components/Shop/buy-box-props'
import { type GalleryVideo, ProductGallery } from '@/components/Shop/ProductGallery.client'
import { ShareLinks } from '@/components/Shop/ShareLinks'
import { ShippingNote } from '@/components/Shop/ShippingNote'
import { WallView } from '@/components/Shop/WallView.client'
import { jsonLdScript } from '@/content/structured-data'
import type { Locale } from '@/i18n/locales'
import { langOf } from '@/i18n/in-english'
import { localizedPath } from '@/i18n/localized-path'
import { siteUrl } from '@/lib/env'
import { shownImage } from '@/media/image'
import { BuyBox } from '@/components/page-parts.client'

// The gallery runs in the browser: it is handed only what it shows.
const galleryVideo = ({ name, platform, video_id, file, slate_image }: GalleryVideo): GalleryVideo => ({
  name,
  platform,
  video_id,
  file,
  slate_image: slate_image && shownImage(slate_image),
})

type Props = { product: ShownProduct; locale: Locale }

/** A product as its page shows it: the published one on the site, a draft in the studio's preview. */
export async function ProductView({ product, locale }: Props) {
  const t = await getTranslations('shop')
  const url = localizedPath(locale, product.url)
  const english = (field: string) => langOf(product.in_english, field)
  const group = product.primary_group ?? product.groups[0] ?? null
  const trail = [
    { name: t('breadcrumbs.shop'), path: '/shop' },
    ...(group ? [{ name: group.name, path: `/shop/${group.slug}` }] : []),
    { name: product.name, path: product.url },
  ]
  return (
    <article className="container-page pt-8 pb-24" data-testid="product" data-product-id={product.id}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(productJsonLd({ ...product, url }, siteUrl)) }}
      />
      <Breadcrumbs trail={trail} />
      {/* The gallery and the buy box run in the browser: one hand-over of the shop's messages for both. */}
      <ClientMessages namespaces={['shop', 'widgets']}>
        <div className="mt-8 grid gap-10 lg:grid-cols-12 lg:gap-14">
          <div className="lg:col-span-7">
            <ProductGallery
              images={product.images.map(shownImage)}
              video={product.video && galleryVideo(product.video)}
              name={product.name}
            />
          </div>
          <div className="space-y-8 lg:col-span-5">
            <header className="space-y-3">
              {product.series ? (
                <p className="eyebrow" lang={english('series')}>
                  {product.series}
                </p>
              ) : null}
              <ProductBadge
                label={product.badge}
                className="inline-block rounded-full bg-ink/5 px-3 py-1 text-xs font-medium tracking-wide text-ink-soft dark:bg-paper/10 dark:text-paper"
              />
              <h1 className="text-4xl leading-tight sm:text-5xl" lang={english('name')}>
                {product.name}
              </h1>
              {/* The artist's words in their own direction (English in Arabic keeps its full stop at its end); see bdi. */}
              {product.blurb ? (
                <p className="text-lg text-soft">
                  <bdi lang={english('blurb')}>{product.blurb}</bdi>
                </p>
              ) : null}
            </header>
            <BuyBox {...buyBoxProps(product)} />
            {product.dimension_width && product.dimension_height && product.images[0] ? (
              <WallView
                image={shownImage(product.images[0])}
                name={product.name}
                widthCm={product.dimension_width}
                heightCm={product.dimension_height}
              />
            ) : null}
            <ShippingNote />
          </div>
        </div>
      </ClientMessages>
      <div className="mt-16 grid gap-12 lg:grid-cols-12 lg:gap-14">
        <div className="space-y-4 lg:col-span-7">
          <h2 className="text-2xl">{t('product.about')}</h2>
          <ArtistHtml className="prose-atelier" html={product.content} lang={english('content')} />
          <p className="text-sm text-soft italic-latin">{t('product.colourNote')}</p>
        </div>
        <div className="space-y-8 lg:col-span-5">
          <ArtDetails product={product} />
          <ShareLinks
            url={`${siteUrl}${url}`}
            title={product.name}
            image={product.images[0] ? `${siteUrl}${product.images[0].url}` : undefined}
          />
        </div>
      </div>
    </article>
  )
}
