import { getTranslations } from 'next-intl/server'

import { PostList } from '@/components/Feed/PostList'
import { Pagination } from '@/components/Pagination'
import { Breadcrumbs } from '@/components/Shop/Breadcrumbs'
import { PageHeading } from '@/components/Shop/PageHeading'
import { listPage, type ListPageProps } from '@/components/Stories/list-page'
import { FEED_PAGE_SIZE } from '@/content/feed/posts'
import { listPathHref } from '@/content/list-path'
import { getFeedPage } from '@/data/stories'

// Rendered on first request, then served from Next's cache until the feed changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

/** `/feed`, `/feed/{page}`, `/feed/{tag}`, `/feed/{tag}/{page}`; an unknown tag is not found. */
const feedList = listPage({
  prefix: '/feed',
  read: async (path, locale) => {
    const listing = await getFeedPage(path.name, path.page, FEED_PAGE_SIZE, locale)
    return listing.known_tag ? listing : null
  },
  slugOf: (listing) => listing.name,
  async describe({ name: tag, page }, locale) {
    const t = await getTranslations({ locale, namespace: 'stories.feed' })
    const title = tag
      ? page > 1
        ? t('tagPage', { tag, page })
        : t('tagTitle', { tag })
      : page > 1
        ? t('page', { page })
        : t('title')
    return { title, description: t('description') }
  },
})

export const generateMetadata = feedList.generateMetadata

export default async function FeedPage({ params }: ListPageProps) {
  const listing = await feedList.load(params)
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
