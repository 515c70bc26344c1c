import { useTranslations } from 'next-intl'

import type { ArticleSummary } from '@/content/blog/articles'
import { Image } from '@/components/Image'
import { StoryDate } from '@/components/Stories/StoryDate'
import { Link } from '@/i18n/navigation'
import { langOf } from '@/i18n/in-english'

/** A card of the blog: square picture, date and reading time, name, blurb, author and "Read Now". */
export function ArticleCard({ article, priority }: { article: ArticleSummary; priority?: boolean }) {
  const t = useTranslations('stories.blog')
  return (
    <article className="flex h-full flex-col" data-testid="article-card">
      <div className="overflow-hidden rounded-sm bg-paper-deep dark:bg-night-raised">
        {article.image ? (
          <Image
            image={article.image}
            width={400}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="aspect-square w-full object-cover"
          />
        ) : (
          <div className="aspect-square" />
        )}
      </div>
      <p className="mt-4 text-sm text-soft">
        <StoryDate date={article.publish_time} /> · {t('readingTime', { minutes: article.reading_time })}
      </p>
      <h2 className="mt-1 font-display text-2xl leading-snug" lang={langOf(article.in_english, 'name')}>
        <Link href={article.url} className="hover:underline">
          {article.name}
        </Link>
      </h2>
      {article.blurb ? (
        <p className="mt-2 text-soft">
          <bdi lang={langOf(article.in_english, 'blurb')}>{article.blurb}</bdi>
        </p>
      ) : null}
      <p className="mt-2 text-sm">{t('by', { author: article.author })}</p>
      <div className="mt-auto pt-4">
        <Link
          href={article.url}
          aria-label={t('readNowLabel', { name: article.name })}
          className="pill-link"
          data-testid="read-now"
        >
          {t('readNow')}
        </Link>
      </div>
    </article>
  )
}
