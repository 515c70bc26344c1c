'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { Image } from '@/components/Image'
import { type PlayableVideo, videoSource } from '@/components/Video/video-source'
import { LazyZoomViewer } from '@/components/ZoomViewer/LazyZoomViewer.client'
import type { ShownImage } from '@/media/image'

export type GalleryVideo = PlayableVideo & { slate_image: ShownImage | null }

/** The product's pictures: one large, the others as thumbnails, and a video that plays from its own thumbnail. */
export function ProductGallery({
  images,
  video,
  name,
}: {
  images: ShownImage[]
  video: GalleryVideo | null
  name: string
}) {
  const t = useTranslations('shop.gallery')
  const zoom = useTranslations('widgets.zoom')
  const [shown, setShown] = useState<number | 'video'>(0)
  const [zoomed, setZoomed] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const source = video ? videoSource(video) : null
  const current = shown === 'video' ? null : images[shown]
  const thumb = 'relative size-20 overflow-hidden rounded-sm ring-offset-2 ring-offset-paper dark:ring-offset-night'
  return (
    <div className="space-y-4" data-testid="product-gallery">
      <div className="overflow-hidden rounded-sm bg-paper-deep dark:bg-night-raised">
        {shown === 'video' && source ? (
          source.kind === 'frame' ? (
            <iframe
              src={source.src}
              title={video?.name ?? name}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              className="aspect-video w-full"
              data-testid="product-video"
            />
          ) : (
            <video
              src={source.src}
              controls
              autoPlay
              playsInline
              className="aspect-video w-full"
              data-testid="product-video"
            />
          )
        ) : current ? (
          <button
            ref={opener}
            type="button"
            className="block w-full cursor-zoom-in"
            onClick={() => setZoomed(shown as number)}
            aria-label={zoom('open', { name: current.alt || name })}
            data-testid="zoom-open"
          >
            <Image
              key={current.hash}
              image={current}
              width={720}
              sizes="(min-width: 1024px) 720px, 100vw"
              priority={shown === 0}
              alt=""
              className="h-auto w-full"
            />
          </button>
        ) : (
          <div className="aspect-square" />
        )}
      </div>
      {images.length > 1 || source ? (
        <ul className="flex flex-wrap gap-3" aria-label={t('morePictures')}>
          {images.map((image, i) => (
            <li key={image.hash + i}>
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-label={t('picture', { number: i + 1 })}
                aria-pressed={shown === i}
                className={`${thumb} ${shown === i ? 'ring-2 ring-ink dark:ring-ochre' : 'opacity-80 hover:opacity-100'}`}
              >
                <Image image={image} width={80} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
          {source && video ? (
            <li>
              <button
                type="button"
                onClick={() => setShown('video')}
                aria-label={t('playVideo', { name: video.name })}
                aria-pressed={shown === 'video'}
                className={`${thumb} grid place-items-center bg-ink/80 text-paper ${shown === 'video' ? 'ring-2 ring-ink dark:ring-ochre' : ''}`}
              >
                {video.slate_image ? (
                  <Image
                    image={video.slate_image}
                    width={80}
                    alt=""
                    className="absolute inset-0 size-full object-cover opacity-70"
                  />
                ) : null}
                {/* Play points right in every language, as media controls do in right-to-left interfaces. */}
                <svg viewBox="0 0 24 24" className="relative size-8" fill="currentColor" aria-hidden>
                  <path d="M8 5.5v13l11-6.5-11-6.5Z" />
                </svg>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <LazyZoomViewer
        images={images}
        index={zoomed}
        onIndex={(i) => {
          setZoomed(i)
          setShown(i)
        }}
        onClose={() => {
          setZoomed(null)
          opener.current?.focus()
        }}
      />
    </div>
  )
}
