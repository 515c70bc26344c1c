import { useTranslations } from 'next-intl'

/** "Season 2, episode 4", or "Episode 14" for a show without seasons; nothing without a number. */
export function EpisodeNumber({ season, episode }: { season: number | null; episode: number | null }) {
  const t = useTranslations('stories.podcast')
  if (episode == null) return null
  return <span data-testid="episode-number">{t('episodeNumber', { season: season ?? 'none', episode })}</span>
}
