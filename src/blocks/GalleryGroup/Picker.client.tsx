'use client'

import { useEffect, useRef, useState } from 'react'

import { LightboxGrid } from '@/blocks/Gallery/LightboxGrid.client'
import { Image } from '@/components/Image'
import { prefersReducedMotion } from '@/components/PageRenderer/reduced-motion'
import type { GalleryView } from '@/content/collections'
import { langOf } from '@/i18n/in-english'

/** Group galleries open their lightbox images at this width. */
const GROUP_LIGHTBOX_WIDTH = 2000

/** Cover tiles of a group's galleries; the only gallery opens by itself, a chosen one opens and scrolls into view. */
export function GalleryPicker({ galleries }: { galleries: GalleryView[] }) {
  const [chosen, setChosen] = useState<number | null>(galleries.length === 1 ? galleries[0].id : null)
  const anchor = useRef<HTMLDivElement>(null)
  const gallery = galleries.find((g) => g.id === chosen)

  useEffect(() => {
    if (chosen !== null && galleries.length > 1)
      anchor.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  }, [chosen, galleries.length])

  return (
    <div className="space-y-12">
      {galleries.length > 1 ? (
        <div className="grid grid-cols-2 gap-6 md:grid-cols-3">
          {galleries.map((g) => {
            const cover = g.slides.find((s) => s.image)?.image
            return (
              <button
                key={g.id}
                type="button"
                onClick={() => setChosen(g.id)}
                aria-pressed={g.id === chosen}
                className="group space-y-3 text-start"
                data-testid="gallery-cover"
              >
                {cover ? (
                  <Image
                    image={cover}
                    width={400}
                    sizes="(min-width: 768px) 33vw, 50vw"
                    className="h-auto w-full rounded-sm transition-opacity group-hover:opacity-90"
                  />
                ) : null}
                <span
                  className="block font-display text-lg"
                  lang={g.heading ? langOf(g.in_english, 'heading') : undefined}
                >
                  {g.heading || g.name}
                </span>
              </button>
            )
          })}
        </div>
      ) : null}
      <div ref={anchor} className="scroll-mt-24">
        {gallery ? (
          <div className="space-y-6" data-testid="gallery-chosen">
            <h3 className="text-2xl" lang={gallery.heading ? langOf(gallery.in_english, 'heading') : undefined}>
              {gallery.heading || gallery.name}
            </h3>
            <LightboxGrid
              slides={gallery.slides.filter((s) => s.image)}
              columnsClass="sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
              lightbox
              showHeading
              lightboxAspect="raw"
              lightboxWidth={GROUP_LIGHTBOX_WIDTH}
            />
          </div>
        ) : null}
      </div>
    </div>
  )
}
