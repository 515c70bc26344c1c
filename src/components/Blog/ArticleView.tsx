import { useTranslations } from 'next-intl'
import { useId } from 'react'

import type { ArticleView as Article } from '@/content/blog/articles'
import { articleJsonLd, jsonLdScript } from '@/content/structured-data'
import { ArtistHtml } from '@/components/ArtistHtml'
import { Image } from '@/components/Image'
import { PageRenderer } from '@/components/PageRenderer'
import { Breadcrumbs } from '@/components/Shop/Breadcrumbs'
import { ShareLinks } from '@/components/Shop/ShareLinks'
import { ShopThisPainting } from '@/components/Stories/ShopThisPainting'
import { StoryDate } from '@/components/Stories/StoryDate'
import { siteUrl } from '@/lib/env'
import { langOf } from '@/i18n/in-english'

/**
 * An article: the trail Blog > its first group > the article, the hero with name, author and
 * picture, its rows or its story, the works it names, "Email Me" and the share links.
 */
export function ArticleView({
  article,
  publisher,
  contact,
  shareUrl,
}: {
  article: Article
  publisher: string
  /** Where "Email Me" goes: the studio's address, or the contact page. */
  contact: string
  shareUrl: string
}) {
  const t = useTranslations('stories')
  const emailId = useId()
  const group = article.groups[0]
  const trail = [
    { name: t('blog.title'), path: '/blog' },
    ...(group ? [{ name: group.name, path: group.url }] : []),
    { name: article.name, path: article.url },
  ]
  const jsonLd = articleJsonLd(
    { ...article, image: article.image?.url, description: article.meta_description },
    publisher,
    siteUrl,
  )
  return (
    <article data-testid="article">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <header className="container-page space-y-5 pt-10 pb-8 sm:pt-14">
        <Breadcrumbs trail={trail} />
        <h1
          className="max-w-4xl text-4xl sm:text-6xl"
          data-testid="article-name"
          lang={langOf(article.in_english, 'name')}
        >
          {article.name}
        </h1>
        <p className="text-soft">
          <span data-testid="article-author">{t('blog.by', { author: article.author })}</span> ·{' '}
          <StoryDate date={article.publish_time} /> · {t('blog.readingTime', { minutes: article.reading_time })}
        </p>
      </header>
      {article.image ? (
        <div className="container-page">
          <Image
            image={article.image}
            width={1280}
            sizes="(min-width: 1360px) 1280px, 100vw"
            priority
            className="aspect-video w-full rounded-sm object-cover"
          />
        </div>
      ) : null}
      {article.rows.length ? (
        <PageRenderer page={{ rows: article.rows, slug: article.slug }} />
      ) : (
        <div className="container-page py-12 sm:py-16">
          <ArtistHtml
            className="prose-atelier mx-auto max-w-2xl"
            html={article.content}
            data-testid="article-content"
            lang={langOf(article.in_english, 'content')}
          />
        </div>
      )}
      <div className="container-page mx-auto max-w-3xl space-y-16 pb-24">
        <ShopThisPainting artworks={article.artworks} />
        <aside
          aria-labelledby={emailId}
          className="rounded-sm bg-paper-deep px-6 py-10 text-center sm:px-12 dark:bg-night-raised"
          data-testid="email-me"
        >
          <h2 id={emailId} className="text-2xl sm:text-3xl">
            {t('article.emailMe.heading')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-soft">{t('article.emailMe.text')}</p>
          <a href={contact} className="button-primary mt-6 inline-flex">
            {t('article.emailMe.button')}
          </a>
        </aside>
        <ShareLinks
          url={shareUrl}
          title={article.name}
          image={article.image ? `${siteUrl}${article.image.url}` : undefined}
        />
      </div>
    </article>
  )
}
