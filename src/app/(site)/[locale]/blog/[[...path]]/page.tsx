import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { ArticleGrid } from '@/components/Blog/ArticleGrid'
import { Pagination } from '@/components/Pagination'
import { Breadcrumbs } from '@/components/Shop/Breadcrumbs'
import { PageHeading } from '@/components/Shop/PageHeading'
import { ARTICLE_PAGE_SIZE } from '@/content/blog/articles'
import { listPathHref, parseListPath } from '@/content/list-path'
import { languageAlternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'
import { getArticlePage } from '@/data/stories'

type Props = { params: Promise<{ locale: string; path?: string[] }> }

// Rendered on first request, then served from Next's cache until the blog changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

/** `/blog`, `/blog/{page}`, `/blog/{group}`, `/blog/{group}/{page}`: the listing, or null when there is none. */
async function findListing(params: Props['params']) {
  const parsed = parseListPath((await params).path)
  if (!parsed) return null
  const listing = await getArticlePage(parsed.name, parsed.page, ARTICLE_PAGE_SIZE)
  if (!listing || (parsed.page > 1 && parsed.page > listing.num_pages)) return null
  return { ...parsed, ...listing }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const listing = await findListing(params)
  if (!listing) return {}
  const t = await getTranslations({ locale, namespace: 'stories.blog' })
  const name = listing.group?.name
  const title = name
    ? listing.page > 1
      ? t('groupPage', { group: name, page: listing.page })
      : name
    : listing.page > 1
      ? t('page', { page: listing.page })
      : t('title')
  return {
    title,
    description: t('description'),
    alternates: languageAlternates(locale, listPathHref('/blog', listing.group?.slug ?? null, listing.page)),
  }
}

export default async function BlogPage({ params }: Props) {
  await pageLocale(params)
  const listing = await findListing(params)
  if (!listing) notFound()
  const t = await getTranslations('stories.blog')
  const group = listing.group
  const top = group ? (
    <Breadcrumbs
      trail={[
        { name: t('title'), path: '/blog' },
        { name: group.name, path: group.url },
      ]}
    />
  ) : (
    <p className="eyebrow">{t('title')}</p>
  )
  return (
    <>
      <PageHeading top={top} title={group?.name ?? t('title')} intro={group ? undefined : <p>{t('intro')}</p>} />
      <section className="container-page pb-24">
        {listing.data.length ? (
          <ArticleGrid articles={listing.data} priority={listing.page === 1} />
        ) : (
          <p className="text-lg text-soft">{t('empty')}</p>
        )}
        <Pagination
          page={listing.page}
          pages={listing.num_pages}
          hrefFor={(page) => listPathHref('/blog', group?.slug ?? null, page)}
        />
        <p className="mt-12 text-sm">
          <a href="/blog/rss.xml" className="link-soft">
            {t('feedLink')}
          </a>
        </p>
      </section>
    </>
  )
}
