'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { ArtistHtml } from '@/components/ArtistHtml'
import { Image } from '@/components/Image'
import { LazyZoomViewer } from '@/components/ZoomViewer/LazyZoomViewer.client'
import type { GalleryView } from '@/content/collections'
import { langOf } from '@/i18n/in-english'
import type { Aspect } from '@/media/aspects'
import { renditionPath } from '@/media/image'

/** Lightbox images are asked for at this width unless told otherwise (the spec's simple-gallery lightbox). */
const LIGHTBOX_WIDTH = 1920

type Props = {
  slides: GalleryView['slides']
  columnsClass: string
  lightbox: boolean
  showHeading: boolean
  lightboxAspect: Aspect
  lightboxWidth?: number
}

/**
 * A grid of slides; with the lightbox on, a tile opens the slide large with its text and button.
 * The lightbox is a modal dialog: the page behind is out of reach, Escape or the backdrop closes
 * it, and focus goes back to the tile that opened it.
 */
export function LightboxGrid({
  slides,
  columnsClass,
  lightbox,
  showHeading,
  lightboxAspect,
  lightboxWidth = LIGHTBOX_WIDTH,
}: Props) {
  const t = useTranslations('widgets')
  const [selected, setSelected] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  // The browser gives focus back on close only if the tile had it, and Safari does not focus a
  // clicked button: the tile is remembered and focused by hand.
  const opener = useRef<HTMLButtonElement | null>(null)
  const headingId = useId()
  const zoomT = useTranslations('widgets.zoom')
  const [zoomed, setZoomed] = useState<number | null>(null)
  const zoomOpener = useRef<HTMLButtonElement>(null)
  const pictures = slides.flatMap((s) => (s.image ? [s.image] : []))
  const slide = selected === null ? null : slides[selected]

  useEffect(() => {
    if (slide) dialog.current?.showModal()
    else dialog.current?.close()
  }, [slide])

  const large = slide?.image ? renditionPath(slide.image.hash, lightboxAspect, lightboxWidth, 'webp') : null
  const closed = () => {
    setSelected(null)
    if (opener.current?.isConnected) opener.current.focus()
    opener.current = null
  }

  return (
    <>
      <div className={`grid grid-cols-1 gap-4 ${columnsClass}`}>
        {slides.map((s, i) => {
          const picture = (
            <>
              <Image
                image={s.image!}
                width={600}
                sizes="(min-width: 1024px) 33vw, 50vw"
                className="h-auto w-full transition-transform duration-500 group-hover:scale-[1.03]"
              />
              {showHeading && s.heading ? (
                <span
                  lang={langOf(s.in_english, 'heading')}
                  className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 p-4 font-display text-paper opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  {s.heading}
                </span>
              ) : null}
            </>
          )
          // Without the lightbox a tile is a picture, not a button that does nothing.
          if (!lightbox) {
            return (
              <div key={s.id} className="group relative block overflow-hidden rounded-sm" data-testid="gallery-tile">
                {picture}
              </div>
            )
          }
          const named = Boolean((showHeading && s.heading) || s.image?.alt)
          return (
            <button
              key={s.id}
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget
                setSelected(i)
              }}
              aria-label={named ? undefined : t('gallery.openImage', { number: i + 1 })}
              aria-haspopup="dialog"
              className="group relative block overflow-hidden rounded-sm text-start"
              data-testid="gallery-tile"
            >
              {picture}
            </button>
          )
        })}
      </div>
      {lightbox ? (
        <dialog
          ref={dialog}
          onClose={closed}
          onClick={(event) => event.target === dialog.current && dialog.current.close()}
          aria-labelledby={slide?.heading ? headingId : undefined}
          aria-label={slide?.heading ? undefined : slide?.image?.alt || t('gallery.lightbox')}
          className="mx-auto mt-[4vh] max-h-[92vh] w-[min(96vw,72rem)] overflow-auto rounded-sm bg-paper p-0 text-ink backdrop:bg-black/75 dark:bg-night dark:text-mist"
          data-testid="lightbox"
        >
          {slide && large ? (
            <div className="space-y-4 p-4 sm:p-6">
              <div className="flex items-start justify-between gap-4">
                <div>
                  {slide.heading ? (
                    <h3 id={headingId} className="text-2xl" lang={langOf(slide.in_english, 'heading')}>
                      {slide.heading}
                    </h3>
                  ) : null}
                  {slide.sub_heading ? (
                    <p className="text-soft" lang={langOf(slide.in_english, 'sub_heading')}>
                      {slide.sub_heading}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  aria-label={t('close')}
                  onClick={() => dialog.current?.close()}
                  className="icon-button shrink-0"
                >
                  <span aria-hidden>✕</span>
                </button>
              </div>
              <button
                ref={zoomOpener}
                type="button"
                className="block w-full cursor-zoom-in"
                onClick={() => setZoomed(selected)}
                aria-label={zoomT('open', { name: slide.heading || slide.image?.alt || '' })}
                data-testid="zoom-open"
              >
                <img src={large} alt="" className="mx-auto max-h-[65vh] w-auto" />
              </button>
              {slide.content ? (
                <ArtistHtml className="prose-atelier" html={slide.content} lang={langOf(slide.in_english, 'content')} />
              ) : null}
              {slide.link && slide.link_button_text ? (
                <a
                  href={slide.link}
                  className="button-primary"
                  lang={langOf(slide.in_english, 'link_button_text')}
                  {...(slide.link_target === 'blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {slide.link_button_text}
                </a>
              ) : null}
            </div>
          ) : null}
        </dialog>
      ) : null}
      {lightbox ? (
        <LazyZoomViewer
          images={pictures}
          index={zoomed}
          onIndex={(i) => {
            setZoomed(i)
            setSelected(i)
          }}
          onClose={() => {
            setZoomed(null)
            zoomOpener.current?.focus()
          }}
        />
      ) : null}
    </>
  )
}
