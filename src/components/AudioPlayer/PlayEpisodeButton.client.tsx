'use client'

import { useTranslations } from 'next-intl'

import { type PlayableEpisode, usePlayer } from '@/components/AudioPlayer/PlayerProvider.client'
import { PlayPauseIcon } from '@/components/PlayPauseButton/PlayPauseIcon'

/** "Play" beside an episode in a list: starts it in the site's player, or pauses it while it plays. */
export function PlayEpisodeButton({ episode }: { episode: PlayableEpisode }) {
  const t = useTranslations('shell.player')
  const player = usePlayer()
  const playing = player.episode?.id === episode.id && player.playing
  return (
    <button
      type="button"
      onClick={() => (playing ? player.pause() : player.play(episode))}
      // The visible word starts the name, which also says which episode (a list has many Play buttons).
      aria-label={playing ? t('pauseEpisode', { name: episode.name }) : t('playEpisode', { name: episode.name })}
      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-ink px-4 text-sm font-medium text-paper hover:bg-ink/85 dark:bg-ochre dark:text-night"
      data-testid="play-episode"
      data-playing={playing ? 'true' : 'false'}
    >
      <PlayPauseIcon playing={playing} className="icon size-4" />
      {playing ? t('pause') : t('play')}
    </button>
  )
}
