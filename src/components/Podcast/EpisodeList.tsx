import { useTranslations } from 'next-intl'

import { ArtistHtml } from '@/components/ArtistHtml'
import { EpisodeNumber } from '@/components/Podcast/EpisodeNumber'
import { playable } from '@/components/Podcast/playable'
import { StoryDate } from '@/components/Stories/StoryDate'
import type { EpisodeSummary } from '@/content/podcast/podcast'
import { Link } from '@/i18n/navigation'
import { Clamped, PlayEpisodeButton } from '@/components/page-parts.client'
import { langOf } from '@/i18n/in-english'

/** The channel's episodes, newest first: date, number, name to its page, show notes to open, Play. */
export function EpisodeList({ episodes, show }: { episodes: EpisodeSummary[]; show: string }) {
  const t = useTranslations('stories.podcast')
  if (!episodes.length) return <p className="text-lg text-soft">{t('noEpisodes')}</p>
  return (
    <ol className="divide-y divide-ink/10 dark:divide-mist/15" data-testid="episode-list">
      {episodes.map((episode) => (
        <li key={episode.id} className="grid gap-4 py-8 sm:grid-cols-[1fr_auto] sm:items-start" data-testid="episode">
          <div className="min-w-0 space-y-2">
            <p className="text-sm text-soft">
              <StoryDate date={episode.display_start_time} />
              {episode.episode != null ? (
                <>
                  {' · '}
                  <EpisodeNumber season={episode.season} episode={episode.episode} />
                </>
              ) : null}
              {episode.length ? <> · {t('length', { minutes: Math.max(1, Math.round(episode.length / 60)) })}</> : null}
            </p>
            <h3 className="font-display text-2xl leading-snug" lang={langOf(episode.in_english, 'name')}>
              <Link href={episode.path} className="hover:underline" data-testid="episode-link">
                {episode.name}
              </Link>
            </h3>
            {episode.description ? (
              <Clamped more={t('readMore')} less={t('readLess')}>
                <ArtistHtml
                  className="prose-atelier text-soft"
                  html={episode.description}
                  lang={langOf(episode.in_english, 'description')}
                />
              </Clamped>
            ) : null}
          </div>
          {episode.media_url ? <PlayEpisodeButton episode={playable(episode, show)} /> : null}
        </li>
      ))}
    </ol>
  )
}
