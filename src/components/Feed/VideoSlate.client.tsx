'use client'

import { useState } from 'react'

import { Image } from '@/components/Image'
import { type PlayableVideo, videoSource } from '@/components/Video/video-source'
import type { ShownImage } from '@/media/image'

type SlateVideo = PlayableVideo & { slate: string; slate_image: ShownImage | null }

/**
 * A video shown as its still with a play button: nothing of the platform loads until the visitor
 * clicks, and then it plays at once.
 */
export function VideoSlate({ video, label }: { video: SlateVideo; label: string }) {
  const [playing, setPlaying] = useState(false)
  const source = videoSource(video)
  if (!source) return null
  if (playing)
    return source.kind === 'frame' ? (
      <iframe
        src={source.src}
        title={video.name}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="aspect-video w-full rounded-sm"
        data-testid="post-video"
      />
    ) : (
      <video
        src={source.src}
        controls
        autoPlay
        playsInline
        className="aspect-video w-full rounded-sm bg-ink"
        data-testid="post-video"
      >
        <track kind="captions" />
      </video>
    )
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={label}
      className="group relative block aspect-video w-full overflow-hidden rounded-sm bg-ink text-paper"
      data-testid="video-slate"
    >
      {video.slate_image ? (
        <Image
          image={video.slate_image}
          width={640}
          sizes="(min-width: 768px) 640px, 100vw"
          className="size-full object-cover opacity-85"
        />
      ) : null}
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-paper/90 text-ink shadow-lg transition-transform group-hover:scale-105">
          <svg viewBox="0 0 24 24" className="icon size-7" aria-hidden>
            <path d="M8 5.5v13l10.5-6.5z" />
          </svg>
        </span>
      </span>
      {video.slate ? (
        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/80 to-transparent px-4 pt-8 pb-3 text-start text-sm">
          {video.slate}
        </span>
      ) : null}
    </button>
  )
}
