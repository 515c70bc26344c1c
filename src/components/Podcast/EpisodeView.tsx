import { useTranslations } from 'next-intl'

import { ArtistHtml } from '@/components/ArtistHtml'
import { CoverArt } from '@/components/Podcast/CoverArt'
import { EpisodeNumber } from '@/components/Podcast/EpisodeNumber'
import { playable } from '@/components/Podcast/playable'
import { ShopThisPainting } from '@/components/Stories/ShopThisPainting'
import { StoryDate } from '@/components/Stories/StoryDate'
import type { EpisodeView as Episode } from '@/content/podcast/podcast'
import { Link } from '@/i18n/navigation'
import { PlayerControls } from '@/components/page-parts.client'
import { langOf } from '@/i18n/in-english'

/** An episode: number, name, date, cover, the player and the show notes, and the works it talks about. */
export function EpisodeView({ episode, headingLevel = 1 }: { episode: Episode; headingLevel?: 1 | 2 }) {
  const t = useTranslations('stories.podcast')
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <article className="space-y-12" data-testid="episode-view">
      <header className="grid gap-8 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-start">
        <CoverArt image={episode.cover_art} width={256} priority={headingLevel === 1} />
        <div className="space-y-4">
          <p className="eyebrow">
            <Link href="/podcast" className="hover:underline">
              {episode.channel_title || t('title')}
            </Link>
          </p>
          <p className="text-sm text-soft">
            <EpisodeNumber season={episode.season} episode={episode.episode} />
            {episode.episode != null ? ' · ' : null}
            <StoryDate date={episode.display_start_time} />
          </p>
          <Heading
            className="text-4xl sm:text-5xl"
            data-testid="episode-name"
            lang={langOf(episode.in_english, 'name')}
          >
            {episode.name}
          </Heading>
          {episode.media_url ? (
            <div className="rounded-sm bg-paper-deep px-4 py-4 dark:bg-night-raised">
              <PlayerControls episode={playable(episode, episode.channel_title)} length={episode.length} />
            </div>
          ) : null}
        </div>
      </header>
      {episode.description ? (
        <ArtistHtml
          className="prose-atelier max-w-2xl"
          html={episode.description}
          data-testid="episode-notes"
          lang={langOf(episode.in_english, 'description')}
        />
      ) : null}
      <ShopThisPainting artworks={episode.artworks} />
      <p className="flex flex-wrap gap-3 text-sm">
        <Link href="/podcast" className="pill-link">
          {t('allEpisodes')}
        </Link>
        {episode.media_url ? (
          <a href={episode.media_url} download className="pill-link">
            {t('download')}
          </a>
        ) : null}
      </p>
    </article>
  )
}
