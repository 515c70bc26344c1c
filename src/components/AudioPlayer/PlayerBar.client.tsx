'use client'

import { useTranslations } from 'next-intl'

import { PlayerControls } from '@/components/AudioPlayer/PlayerControls.client'
import { usePlayer } from '@/components/AudioPlayer/PlayerProvider.client'
import { Link } from '@/i18n/navigation'

/**
 * The episode playing, docked at the foot of every page once something was played: it stays while
 * the visitor reads on elsewhere on the site, with the same controls as the episode's page.
 */
export function PlayerBar() {
  const t = useTranslations('shell.player')
  const player = usePlayer()
  const episode = player.episode
  if (!episode) return null
  return (
    <>
      {/* Keeps the footer's last line above the bar. */}
      <div aria-hidden className="h-40 sm:h-28" />
      <section
        aria-label={t('label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-ink/10 bg-paper/95 shadow-[0_-6px_24px_rgb(0_0_0/0.08)] backdrop-blur dark:border-mist/15 dark:bg-night/95"
        data-testid="player-bar"
      >
        <div className="container-page flex items-center gap-4 py-3">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex items-baseline gap-2 text-sm">
              <span className="eyebrow shrink-0">{t('nowPlaying')}</span>
              <Link href={episode.path} className="truncate font-medium hover:underline" data-testid="player-episode">
                {episode.name}
              </Link>
            </p>
            <PlayerControls episode={episode} />
          </div>
          <button
            type="button"
            onClick={player.close}
            aria-label={t('close')}
            className="grid size-10 shrink-0 place-items-center self-start rounded-full hover:bg-ink/5 dark:hover:bg-mist/10"
            data-testid="player-close"
          >
            <svg viewBox="0 0 24 24" className="icon" aria-hidden>
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </section>
    </>
  )
}
