import type { Metadata, ResolvingMetadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { PageContentsRenderer } from '@/components/PageContentsRenderer'
import { PageRenderer } from '@/components/PageRenderer'
import { firstPageImage } from '@/content/page-image'
import { pagePath } from '@/content/page-list'
import { parsePagePath } from '@/content/pages'
import { HOME_SLUG } from '@/lib/site-address'
import { breadcrumbJsonLd, jsonLdScript, organisationJsonLd } from '@/content/structured-data'
import { languageAlternates } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'
import { getPage } from '@/data/pages'
import { getSiteShell } from '@/data/site'
import { inheritedOpenGraph } from '@/lib/inherited-open-graph'
import { siteUrl } from '@/lib/env'
import { toImage } from '@/media/image'

/** Shared by `/{slug}` and `/{slug}/{item}/…`: the page named by the first segment, or not found. */
export async function pageMetadata(locale: Locale, segments: string[], parent: ResolvingMetadata): Promise<Metadata> {
  const parsed = parsePagePath(segments)
  const page = parsed ? await getPage(parsed.slug, locale) : null
  if (!page) return {}
  const title = page.title || page.name
  const description = page.meta_description || undefined
  const image = toImage(firstPageImage(page), { aspect: '16x9', width: 1200 })
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined
  return {
    title,
    description,
    alternates: languageAlternates(locale, pagePath(page.slug)),
    openGraph: {
      ...(await inheritedOpenGraph(parent)),
      title,
      description,
      url: localizedPath(locale, pagePath(page.slug)),
      ...(images ? { images } : {}),
    },
    twitter: { title, description, ...(images ? { images: images.map((i) => i.url) } : {}) },
  }
}

export async function renderPage(locale: Locale, segments: string[]) {
  const parsed = parsePagePath(segments)
  const page = parsed ? await getPage(parsed.slug, locale) : null
  if (!page) notFound()
  const { configuration, settings } = await getSiteShell(locale)
  const useList = configuration.listPageContentFeature && (page.pageContents?.length ?? 0) > 0
  const t = await getTranslations('shell')
  const trail = [
    { name: t('home'), path: localizedPath(locale, '/') },
    ...(page.slug === HOME_SLUG ? [] : [{ name: page.name, path: localizedPath(locale, pagePath(page.slug)) }]),
  ]
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(breadcrumbJsonLd(trail, siteUrl)) }}
      />
      {/* The studio as an organisation belongs on the home page; every page carried it before, 1.4 KB each. */}
      {page.slug === HOME_SLUG ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript(organisationJsonLd(settings, siteUrl)) }}
        />
      ) : null}
      {useList ? <PageContentsRenderer page={page} /> : <PageRenderer page={page} />}
    </>
  )
}
