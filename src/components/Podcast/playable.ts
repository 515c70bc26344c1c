import type { PlayableEpisode } from '@/components/AudioPlayer/PlayerProvider.client'
import type { EpisodeSummary } from '@/content/podcast/podcast'

/** What the site's player is handed of an episode: no more than it shows and plays. */
export const playable = (episode: EpisodeSummary, show: string): PlayableEpisode => ({
  id: episode.id,
  name: episode.name,
  src: episode.media_url,
  path: episode.path,
  show,
  cover: episode.cover_art?.url ?? null,
})
