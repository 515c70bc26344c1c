import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/Image'
import { StoryDate } from '@/components/Stories/StoryDate'
import { Link } from '@/i18n/navigation'
import { getArticle, getArticlePage } from '@/data/stories'
import { renderedLocale } from '@/i18n/page-locale'
import type { BlogArticleViewWidget } from '@/payload-types'
import { langOf } from '@/i18n/in-english'

/** One article, featured: wide picture, date, name, blurb, author and "Read Now". */
export async function BlogArticleViewComponent({
  widget,
  priority,
}: {
  widget: BlogArticleViewWidget
  priority?: boolean
}) {
  const chosen = typeof widget.article === 'object' && widget.article ? widget.article.slug : null
  const locale = await renderedLocale()
  const slug = chosen ?? (await getArticlePage(null, 1, 1, locale))?.data[0]?.slug
  const article = slug ? await getArticle(slug, locale) : null
  if (!article) return null
  const t = await getTranslations('stories.blog')
  return (
    <article className="grid gap-8 md:grid-cols-2 md:items-center" data-testid="article-view-widget">
      {article.image ? (
        <Image
          image={article.image}
          width={720}
          sizes="(min-width: 768px) 50vw, 100vw"
          priority={priority}
          className="aspect-video w-full rounded-sm object-cover"
        />
      ) : null}
      <div className="space-y-3">
        <p className="text-sm text-soft">
          <StoryDate date={article.publish_time} /> · {t('readingTime', { minutes: article.reading_time })}
        </p>
        <h2 className="text-3xl sm:text-4xl" lang={langOf(article.in_english, 'name')}>
          <Link href={article.url} className="hover:underline">
            {article.name}
          </Link>
        </h2>
        {article.blurb ? (
          <p className="text-lg text-soft" lang={langOf(article.in_english, 'blurb')}>
            {article.blurb}
          </p>
        ) : null}
        <p className="text-sm">{t('by', { author: article.author })}</p>
        <p className="pt-2">
          <Link
            href={article.url}
            aria-label={t('readNowLabel', { name: article.name })}
            className="button-primary inline-flex"
          >
            {t('readNow')}
          </Link>
        </p>
      </div>
    </article>
  )
}
