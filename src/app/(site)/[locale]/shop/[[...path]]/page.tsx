import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Image } from '@/components/Image'
import { Pagination } from '@/components/Pagination'
import { Breadcrumbs } from '@/components/Shop/Breadcrumbs'
import { PageHeading } from '@/components/Shop/PageHeading'
import { ProductGrid } from '@/components/Shop/ProductGrid'
import { languageAlternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { langOf } from '@/i18n/in-english'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { getShopGroupPage, getShopTiles } from '@/data/shop'
import { ClientMessages } from '@/components/ClientMessages'
import { ShopViewForm } from '@/components/page-parts.client'
import { localizedPath } from '@/i18n/localized-path'
import { viewFromSegment, viewQuery, viewSegment, type ShopView } from '@/lib/shop-view'

type Props = { params: Promise<{ locale: string; path?: string[] }> }

// Rendered on first request, then served from Next's cache until the shop changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

type Listing = { group: string; page: number; view: ShopView }

/**
 * `/shop`, `/shop/{group}` or `/shop/{group}/{page}`, and `/shop/{group}/{page}/{view}`, where
 * the server routes a category asked for with a sort or a filter in its query (src/lib/shop-view.ts);
 * anything else is not found.
 */
function parsePath(path: string[] = []): Listing | null | 'tiles' {
  if (path.length === 0) return 'tiles'
  const [group, page, segment, ...rest] = path
  if (rest.length || !/^[a-z0-9-]{1,120}$/.test(group)) return null
  if (page === undefined) return { group, page: 1, view: {} }
  if (!/^[1-9][0-9]{0,3}$/.test(page)) return null
  const view = segment === undefined ? {} : viewFromSegment(decodeURIComponent(segment))
  return view ? { group, page: Number(page), view } : null
}

/** A page of a category in a view, without a language prefix: the query carries the view. */
const listingPath = (group: string, page: number, view: ShopView) =>
  `/shop/${group}${page > 1 ? `/${page}` : ''}${viewQuery(view)}`

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path: segments } = await params
  // An unknown language is the not-found screen, which the page itself answers.
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'shop.titles' })
  const parsed = parsePath(segments)
  if (parsed === 'tiles')
    return {
      title: t('shop'),
      description: t('shopDescription'),
      alternates: languageAlternates(locale, '/shop'),
    }
  const listing = parsed ? await getShopGroupPage(parsed.group, parsed.page, parsed.view, locale) : null
  if (!parsed || !listing?.group) return {}
  const path = `/shop/${listing.group.slug}${parsed.page > 1 ? `/${parsed.page}` : ''}`
  return {
    title: parsed.page > 1 ? t('groupPage', { group: listing.group.name, page: parsed.page }) : listing.group.name,
    alternates: languageAlternates(locale, path),
    // A sorted or filtered view shows what the category shows: search engines keep the category.
    ...(viewSegment(parsed.view) ? { robots: { index: false, follow: true } } : {}),
  }
}

export default async function ShopPage({ params }: Props) {
  const locale = await pageLocale(params)
  const parsed = parsePath((await params).path)
  if (!parsed) notFound()
  if (parsed === 'tiles') return <ShopTiles locale={locale} />
  const t = await getTranslations('shop')
  const { view } = parsed
  const listing = await getShopGroupPage(parsed.group, parsed.page, view, locale)
  if (!listing?.group || (parsed.page > 1 && parsed.page > listing.num_pages)) notFound()
  if (view.medium && !listing.facets.mediums.some((m) => m.slug === view.medium)) notFound()
  const group = listing.group
  const viewed = viewSegment(view) !== ''
  return (
    <>
      <PageHeading
        top={
          <Breadcrumbs
            trail={[
              { name: t('breadcrumbs.shop'), path: '/shop' },
              { name: group.name, path: `/shop/${group.slug}` },
            ]}
          />
        }
        title={group.name}
        titleLang={langOf(group.in_english, 'name')}
      />
      <section className="container-page pb-24">
        {listing.facets.mediums.length + listing.facets.sizes.length > 0 || viewed ? (
          <ClientMessages namespaces={['shop']}>
            <ShopViewForm
              key={viewSegment(view)}
              action={localizedPath(locale, `/shop/${group.slug}`)}
              view={view}
              mediums={listing.facets.mediums}
              sizes={listing.facets.sizes}
            />
          </ClientMessages>
        ) : null}
        {viewed ? (
          <p className="-mt-6 mb-8 flex flex-wrap gap-4 text-sm text-soft" data-testid="shop-view-count">
            <span role="status">{t('view.count', { count: listing.total })}</span>
            <Link href={`/shop/${group.slug}`} className="underline">
              {t('view.clear')}
            </Link>
          </p>
        ) : null}
        {listing.data.length ? (
          <ProductGrid products={listing.data} />
        ) : (
          <p className="text-lg text-soft">{viewed ? t('view.none') : t('group.empty')}</p>
        )}
        <Pagination
          page={parsed.page}
          pages={listing.num_pages}
          hrefFor={(page) => listingPath(group.slug, page, view)}
        />
      </section>
    </>
  )
}

async function ShopTiles({ locale }: { locale: Locale }) {
  const t = await getTranslations('shop')
  const tiles = await getShopTiles(locale)
  return (
    <>
      <PageHeading
        top={<p className="eyebrow">{t('titles.shop')}</p>}
        title={t('tiles.heading')}
        intro={<p>{t('tiles.intro')}</p>}
      />
      <section className="container-page pb-24">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="shop-tiles">
          {tiles.map((tile, i) => (
            <li key={tile.id}>
              <Link href={tile.url} className="group block" data-testid="shop-tile">
                <div className="overflow-hidden rounded-sm bg-paper-deep dark:bg-night-raised">
                  {tile.image ? (
                    <Image
                      image={tile.image}
                      width={360}
                      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                      priority={i < 3}
                      className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                    />
                  ) : (
                    <div className="aspect-[4/3]" />
                  )}
                </div>
                <h2 className="mt-4 font-display text-2xl group-hover:underline" lang={langOf(tile.in_english, 'name')}>
                  {tile.name}
                </h2>
                {/* The artist's words in their own direction (English in Arabic keeps its full stop at its end). */}
                {tile.content ? (
                  <p className="mt-1 text-soft">
                    <bdi lang={langOf(tile.in_english, 'content')}>{tile.content}</bdi>
                  </p>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
