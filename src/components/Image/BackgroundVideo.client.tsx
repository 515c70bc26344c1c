'use client'

import { useTranslations } from 'next-intl'
import { type CSSProperties, useEffect, useRef, useState } from 'react'

import { useReducedMotion } from '@/components/PageRenderer/reduced-motion'

type Props = { src: string; poster?: string; style?: CSSProperties; className?: string }

/**
 * A muted, looping video behind a block, with a button to pause it: moving pictures beside text
 * must be stoppable. It starts by itself unless the visitor asks their system for less motion;
 * the button then starts it.
 */
export function BackgroundVideo({ src, poster, style, className }: Props) {
  const t = useTranslations('widgets')
  const video = useRef<HTMLVideoElement>(null)
  const reducedMotion = useReducedMotion()
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const playing = choice ? choice === 'play' : !reducedMotion

  useEffect(() => {
    const element = video.current
    if (!element) return
    // A browser that refuses to play (saving data, say) leaves the poster, as a paused video would.
    if (playing) element.play().catch(() => undefined)
    else element.pause()
  }, [playing])

  return (
    <>
      {/* No autoplay attribute: it would start before the script can ask for the motion preference. */}
      <video ref={video} className={className} style={style} src={src} poster={poster} muted loop playsInline />
      <button
        type="button"
        aria-label={playing ? t('video.pause') : t('video.play')}
        onClick={() => setChoice(playing ? 'pause' : 'play')}
        className="absolute end-3 bottom-3 z-10 grid size-10 place-items-center rounded-full bg-paper/85 text-ink shadow hover:bg-paper"
        data-testid="background-video-toggle"
      >
        <svg viewBox="0 0 24 24" className="icon" aria-hidden>
          {playing ? <path d="M9 6v12M15 6v12" /> : <path d="M8 5.5v13l10.5-6.5z" />}
        </svg>
      </button>
    </>
  )
}
