import { getTranslations } from 'next-intl/server'

import { ArticleGrid } from '@/components/Blog/ArticleGrid'
import { Pagination } from '@/components/Pagination'
import { Breadcrumbs } from '@/components/Shop/Breadcrumbs'
import { PageHeading } from '@/components/Shop/PageHeading'
import { listPage, type ListPageProps } from '@/components/Stories/list-page'
import { ARTICLE_PAGE_SIZE } from '@/content/blog/articles'
import { listPathHref } from '@/content/list-path'
import { getArticlePage } from '@/data/stories'

// Rendered on first request, then served from Next's cache until the blog changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

/** `/blog`, `/blog/{page}`, `/blog/{group}`, `/blog/{group}/{page}`. */
const blogList = listPage({
  prefix: '/blog',
  read: (path) => getArticlePage(path.name, path.page, ARTICLE_PAGE_SIZE),
  slugOf: (listing) => listing.group?.slug ?? null,
  async describe(listing, locale) {
    const t = await getTranslations({ locale, namespace: 'stories.blog' })
    const name = listing.group?.name
    const title = name
      ? listing.page > 1
        ? t('groupPage', { group: name, page: listing.page })
        : name
      : listing.page > 1
        ? t('page', { page: listing.page })
        : t('title')
    return { title, description: t('description') }
  },
})

export const generateMetadata = blogList.generateMetadata

export default async function BlogPage({ params }: ListPageProps) {
  const listing = await blogList.load(params)
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
