import { getTranslations } from 'next-intl/server'

import { ArticleGrid } from '@/components/Blog/ArticleGrid'
import { Link } from '@/i18n/navigation'
import { getArticlePage } from '@/data/stories'
import { renderedLocale } from '@/i18n/page-locale'
import { relationId } from '@/lib/relation-id'
import type { BlogArticleListWidget } from '@/payload-types'
import { widgetLang } from '@/content/widget-language'

/** The blog's newest cards on a page, with the way to the blog or the group. */
export async function BlogArticleListComponent({
  widget,
  priority,
}: {
  widget: BlogArticleListWidget
  priority?: boolean
}) {
  const groupId = relationId(widget.group)
  const locale = await renderedLocale()
  // A group since removed shows the whole blog rather than nothing.
  const listing =
    (groupId != null ? await getArticlePage(String(groupId), 1, widget.page_size ?? 9, locale) : null) ??
    (await getArticlePage(null, 1, widget.page_size ?? 9, locale))
  if (!listing?.data.length) return null
  const t = await getTranslations('stories.blog')
  return (
    <section className="space-y-10" data-testid="article-list-widget">
      {widget.heading ? (
        <h2 className="text-3xl" lang={widgetLang(widget, 'heading')}>
          {widget.heading}
        </h2>
      ) : null}
      <ArticleGrid articles={listing.data} priority={priority} />
      {listing.num_pages > 1 ? (
        <p>
          <Link href={listing.group?.url ?? '/blog'} className="button-quiet">
            {listing.group?.name ?? t('allArticles')}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
