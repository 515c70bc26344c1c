import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { CoverArt } from '@/components/Podcast/CoverArt'
import { EpisodeList } from '@/components/Podcast/EpisodeList'
import { ListenLinks } from '@/components/Podcast/ListenLinks'
import { playable } from '@/components/Podcast/playable'
import type { ChannelView as Channel } from '@/content/podcast/podcast'
import { Clamped, PlayEpisodeButton } from '@/components/page-parts.client'

/** The podcast: cover, title, what it is about, where to listen, the newest episode to play, every episode. */
export function ChannelView({ channel, headingLevel = 1 }: { channel: Channel; headingLevel?: 1 | 2 }) {
  const t = useTranslations('stories.podcast')
  const headingId = useId()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const Sub = headingLevel === 1 ? 'h2' : 'h3'
  const newest = channel.episodes.find((e) => e.media_url)
  return (
    <div className="space-y-14" data-testid="podcast-channel">
      <header className="grid gap-8 sm:grid-cols-[minmax(0,18rem)_1fr] sm:items-start">
        <CoverArt image={channel.cover_art} width={288} priority={headingLevel === 1} />
        <div className="space-y-5">
          <p className="eyebrow">{t('title')}</p>
          <Heading className="text-4xl sm:text-5xl">{channel.title}</Heading>
          <Clamped more={t('readMore')} less={t('readLess')} lines={4}>
            <p className="max-w-2xl text-lg whitespace-pre-line text-soft">
              <bdi>{channel.description}</bdi>
            </p>
          </Clamped>
          {newest ? <PlayEpisodeButton episode={playable(newest, channel.title)} /> : null}
          <ListenLinks channel={channel} />
        </div>
      </header>
      <section aria-labelledby={headingId}>
        <Sub id={headingId} className="text-2xl sm:text-3xl">
          {t('episodes')}
        </Sub>
        <EpisodeList episodes={channel.episodes} show={channel.title} />
      </section>
    </div>
  )
}
