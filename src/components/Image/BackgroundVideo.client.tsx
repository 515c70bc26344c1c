'use client'

import { useTranslations } from 'next-intl'
import { type CSSProperties, useEffect, useRef } from 'react'

import { usePlayback } from '@/components/PageRenderer/reduced-motion'
import { PlayPauseButton } from '@/components/PlayPauseButton'

type Props = { src: string; poster?: string; style?: CSSProperties; className?: string }

/**
 * A muted, looping video behind a block, with a button to pause it: moving pictures beside text
 * must be stoppable. It starts by itself unless the visitor asks their system for less motion;
 * the button then starts it.
 */
export function BackgroundVideo({ src, poster, style, className }: Props) {
  const t = useTranslations('widgets')
  const video = useRef<HTMLVideoElement>(null)
  const { playing, toggle } = usePlayback()

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
      <PlayPauseButton
        playing={playing}
        label={playing ? t('video.pause') : t('video.play')}
        onToggle={toggle}
        className="end-3 bottom-3"
        testId="background-video-toggle"
      />
    </>
  )
}
