import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { PostList } from '@/components/Feed/PostList'
import { Pagination } from '@/components/Pagination'
import { Breadcrumbs } from '@/components/Shop/Breadcrumbs'
import { PageHeading } from '@/components/Shop/PageHeading'
import { FEED_PAGE_SIZE } from '@/content/feed/posts'
import { listPathHref, parseListPath } from '@/content/list-path'
import { languageAlternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'
import { getFeedPage } from '@/data/stories'

type Props = { params: Promise<{ locale: string; path?: string[] }> }

// Rendered on first request, then served from Next's cache until the feed changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

/** `/feed`, `/feed/{page}`, `/feed/{tag}`, `/feed/{tag}/{page}`; null for an unknown tag or page. */
async function findListing(params: Props['params']) {
  const parsed = parseListPath((await params).path)
  if (!parsed) return null
  const listing = await getFeedPage(parsed.name, parsed.page, FEED_PAGE_SIZE)
  if (!listing.known_tag || (parsed.page > 1 && parsed.page > listing.num_pages)) return null
  return { ...parsed, ...listing }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const listing = await findListing(params)
  if (!listing) return {}
  const t = await getTranslations({ locale, namespace: 'stories.feed' })
  const { name: tag, page } = listing
  const title = tag
    ? page > 1
      ? t('tagPage', { tag, page })
      : t('tagTitle', { tag })
    : page > 1
      ? t('page', { page })
      : t('title')
  return {
    title,
    description: t('description'),
    alternates: languageAlternates(locale, listPathHref('/feed', tag, page)),
  }
}

export default async function FeedPage({ params }: Props) {
  await pageLocale(params)
  const listing = await findListing(params)
  if (!listing) notFound()
  const t = await getTranslations('stories.feed')
  const tag = listing.name
  return (
    <>
      <PageHeading
        top={
          tag ? (
            <Breadcrumbs
              trail={[
                { name: t('title'), path: '/feed' },
                { name: `#${tag}`, path: `/feed/${tag}` },
              ]}
            />
          ) : (
            <p className="eyebrow">{t('title')}</p>
          )
        }
        title={tag ? `#${tag}` : t('title')}
        intro={tag ? undefined : <p>{t('description')}</p>}
      />
      <section className="container-page pb-24">
        <PostList posts={listing.items} />
        <Pagination
          page={listing.page}
          pages={listing.num_pages}
          hrefFor={(page) => listPathHref('/feed', tag, page)}
        />
      </section>
    </>
  )
}
