import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ChannelView } from '@/components/Podcast/ChannelView'
import { SITE_CHANNEL } from '@/content/podcast/podcast'
import { languageAlternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'
import { getChannel } from '@/data/stories'

type Props = { params: Promise<{ locale: string }> }

// Rendered on first request, then served from Next's cache until the podcast changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const channel = await getChannel(SITE_CHANNEL, locale)
  if (!channel) return {}
  return {
    title: channel.title,
    description: channel.description.slice(0, 300),
    alternates: languageAlternates(locale, '/podcast'),
  }
}

export default async function PodcastPage({ params }: Props) {
  const locale = await pageLocale(params)
  const channel = await getChannel(SITE_CHANNEL, locale)
  if (!channel) notFound()
  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <ChannelView channel={channel} />
    </div>
  )
}
