'use client'

import { useTranslations } from 'next-intl'

import { formatTime, isoDuration, SKIP_SECONDS } from '@/components/AudioPlayer/player-maths'
import { type PlayableEpisode, usePlayer } from '@/components/AudioPlayer/PlayerProvider.client'
import { PlayPauseIcon } from '@/components/PlayPauseButton/PlayPauseIcon'

const round =
  'grid size-10 shrink-0 place-items-center rounded-full hover:bg-ink/5 disabled:opacity-40 dark:hover:bg-mist/10'

/**
 * Play or pause, back and forward 10 s, the position slider, elapsed and total time and the speed,
 * for one episode: live while it is the one playing, ready to start it otherwise.
 */
export function PlayerControls({ episode, length }: { episode: PlayableEpisode; length?: number | null }) {
  const t = useTranslations('shell.player')
  const player = usePlayer()
  const current = player.episode?.id === episode.id
  const playing = current && player.playing
  const duration = current && Number.isFinite(player.duration) ? player.duration : (length ?? 0)
  const time = current ? player.time : 0
  return (
    <div className="flex w-full flex-wrap items-center gap-x-2 gap-y-1" data-testid="player-controls">
      <button
        type="button"
        className={round}
        onClick={() => player.skip(-SKIP_SECONDS)}
        disabled={!current}
        aria-label={t('back')}
        data-testid="player-back"
      >
        <SkipIcon back />
      </button>
      <button
        type="button"
        onClick={() => (playing ? player.pause() : player.play(episode))}
        aria-label={playing ? t('pauseEpisode', { name: episode.name }) : t('playEpisode', { name: episode.name })}
        className="grid size-12 shrink-0 place-items-center rounded-full bg-ink text-paper hover:bg-ink/85 dark:bg-ochre dark:text-night"
        data-testid="player-play"
        data-playing={playing ? 'true' : 'false'}
      >
        <PlayPauseIcon playing={playing} />
      </button>
      <button
        type="button"
        className={round}
        onClick={() => player.skip(SKIP_SECONDS)}
        disabled={!current}
        aria-label={t('forward')}
        data-testid="player-forward"
      >
        <SkipIcon />
      </button>
      <div className="flex min-w-48 flex-1 items-center gap-3">
        <input
          type="range"
          min={0}
          max={Math.max(1, Math.floor(duration))}
          step={1}
          value={Math.floor(time)}
          onChange={(e) => player.seek(Number(e.currentTarget.value))}
          disabled={!current}
          aria-label={t('seek')}
          aria-valuetext={t('position', { elapsed: formatTime(time), total: formatTime(duration) })}
          className="player-seek h-2 flex-1 cursor-pointer accent-ink disabled:cursor-default dark:accent-ochre"
          data-testid="player-seek"
        />
        {/* Clock readings run left to right in every language. */}
        <span className="shrink-0 text-sm tabular-nums text-soft" dir="ltr" data-testid="player-time">
          <time dateTime={isoDuration(time)}>{formatTime(time)}</time> /{' '}
          <time dateTime={isoDuration(duration)}>{formatTime(duration)}</time>
        </span>
      </div>
      <button
        type="button"
        onClick={player.cycleSpeed}
        aria-label={t('speed', { speed: player.speed })}
        className="h-9 min-w-14 shrink-0 rounded-full border border-ink/20 px-3 text-sm tabular-nums hover:bg-ink/5 dark:border-mist/25 dark:hover:bg-mist/10"
        data-testid="player-speed"
      >
        {t('speedShort', { speed: player.speed })}
      </button>
      {current && player.failed ? (
        <p role="alert" className="w-full text-sm text-danger dark:text-[#f2a39c]">
          {t('failed')}
        </p>
      ) : null}
    </div>
  )
}

/** A circular arrow with 10 in it; mirrored for "back". */
function SkipIcon({ back = false }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="icon" aria-hidden style={back ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M19 12a7 7 0 1 1-2.05-4.95M19 4v4h-4" />
      <text
        x="12"
        y="15.5"
        textAnchor="middle"
        fontSize="7.5"
        stroke="none"
        fill="currentColor"
        style={back ? { transform: 'scaleX(-1)', transformOrigin: '12px 12px' } : undefined}
      >
        10
      </text>
    </svg>
  )
}
