import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'

import { EpisodeView } from '@/components/Podcast/EpisodeView'
import { languageAlternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'
import { pageLocale } from '@/i18n/page-locale'
import { getEpisode } from '@/data/stories'
import { inheritedOpenGraph } from '@/lib/inherited-open-graph'
import { plainTextOfHtml } from '@/content/rich-text/plain-text'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Rendered on first request, then served from Next's cache until the podcast changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

const findEpisode = async (params: Props['params'], locale: Locale) => {
  const { slug } = await params
  return /^[a-z0-9-]{1,160}$/.test(slug) ? getEpisode(slug, locale) : null
}

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const episode = await findEpisode(params, locale)
  if (!episode) return {}
  const description = plainTextOfHtml(episode.description).slice(0, 300) || undefined
  const image = episode.cover_art
  return {
    title: episode.name,
    description,
    alternates: languageAlternates(locale, episode.path),
    openGraph: {
      ...(await inheritedOpenGraph(parent)),
      title: episode.name,
      description,
      url: localizedPath(locale, episode.path),
      ...(image ? { images: [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] } : {}),
      ...(episode.media_url ? { audio: [{ url: episode.media_url, type: episode.media_type }] } : {}),
    },
  }
}

export default async function ListenPage({ params }: Props) {
  const locale = await pageLocale(params)
  const episode = await findEpisode(params, locale)
  if (!episode) notFound()
  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <EpisodeView episode={episode} />
    </div>
  )
}
