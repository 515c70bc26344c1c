import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'

import { ArticleView } from '@/components/Blog/ArticleView'
import { languageAlternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'
import { pageLocale } from '@/i18n/page-locale'
import { getSiteShell } from '@/data/site'
import { getArticle } from '@/data/stories'
import { siteUrl } from '@/lib/env'
import { inheritedOpenGraph } from '@/lib/inherited-open-graph'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Rendered on first request, then served from Next's cache until the blog changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

const findArticle = async (params: Props['params'], locale: Locale) => {
  const { slug } = await params
  return /^[a-z0-9-]{1,160}$/.test(slug) ? getArticle(slug, locale) : null
}

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const article = await findArticle(params, locale)
  if (!article) return {}
  const description = article.meta_description || undefined
  const image = article.image
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined
  return {
    title: article.title,
    description,
    authors: [{ name: article.author }],
    alternates: languageAlternates(locale, article.url),
    openGraph: {
      ...(await inheritedOpenGraph(parent)),
      type: 'article',
      title: article.title,
      description,
      url: localizedPath(locale, article.url),
      publishedTime: article.publish_time,
      authors: [article.author],
      ...(images ? { images } : {}),
    },
    twitter: { title: article.title, description, ...(images ? { images: images.map((i) => i.url) } : {}) },
  }
}

export default async function ArticlePage({ params }: Props) {
  const locale = await pageLocale(params)
  const article = await findArticle(params, locale)
  if (!article) notFound()
  const { settings } = await getSiteShell(locale)
  const email = settings.organisation_email
  return (
    <ArticleView
      article={article}
      publisher={settings.organisation_name || settings.name}
      contact={
        email ? `mailto:${email}?subject=${encodeURIComponent(article.name)}` : localizedPath(locale, '/contact')
      }
      shareUrl={`${siteUrl}${localizedPath(locale, article.url)}`}
    />
  )
}
