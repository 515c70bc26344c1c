import { getTranslations } from 'next-intl/server'

import { ArticleGrid } from '@/components/Blog/ArticleGrid'
import { Pagination } from '@/components/Pagination'
import { Breadcrumbs } from '@/components/Shop/Breadcrumbs'
import { PageHeading } from '@/components/Shop/PageHeading'
import { listPage, type ListPageProps } from '@/components/Stories/list-page'
import { ARTICLE_PAGE_SIZE } from '@/content/blog/articles'
import { listPathHref } from '@/content/list-path'
import { getArticlePage, getBlogGroups } from '@/data/stories'
import { Link } from '@/i18n/navigation'
import { renderedLocale } from '@/i18n/page-locale'

// Rendered on first request, then served from Next's cache until the blog changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

/** `/blog`, `/blog/{page}`, `/blog/{group}`, `/blog/{group}/{page}`. */
const blogList = listPage({
  prefix: '/blog',
  read: (path, locale) => getArticlePage(path.name, path.page, ARTICLE_PAGE_SIZE, locale),
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
  const groups = await getBlogGroups(await renderedLocale())
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
        {groups.length > 1 ? (
          <nav aria-label={t('topics')} className="mb-10" data-testid="blog-topics">
            <ul className="flex flex-wrap gap-2">
              {groups.map((g) => (
                <li key={g.id}>
                  <Link
                    href={g.url}
                    aria-current={g.id === group?.id ? 'page' : undefined}
                    className="inline-flex min-h-9 items-center rounded-full border border-ink/15 px-4 text-sm hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-paper dark:border-mist/20 dark:hover:border-mist dark:aria-[current=page]:bg-mist dark:aria-[current=page]:text-night"
                  >
                    <bdi>{g.name}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
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
