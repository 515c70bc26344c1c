'use client'

import { useEffect, useState } from 'react'

import { Image } from '@/components/Image'
import type { GalleryView } from '@/content/collections'
import { ArtistHtml } from '@/components/ArtistHtml'

/** The slider moves on every 4 seconds, and keeps doing so after the visitor has used it. */
const SLIDER_AUTOPLAY_MS = 4000

export function Slider({ slides, priority = false }: { slides: GalleryView['slides']; priority?: boolean }) {
  const [index, setIndex] = useState(0)
  const [tick, setTick] = useState(0)
  const count = slides.length

  useEffect(() => {
    if (count < 2) return
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), SLIDER_AUTOPLAY_MS)
    return () => clearTimeout(timer)
  }, [index, tick, count])

  const go = (next: number) => {
    setIndex((next + count) % count)
    setTick((t) => t + 1)
  }
  if (!count) return null
  return (
    <div
      className="relative overflow-hidden rounded-sm"
      data-testid="slider"
      data-index={index}
      aria-roledescription="carousel"
    >
      <div
        className="flex transition-transform duration-700 ease-out"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {slides.map((slide, i) => {
          const body = (
            <>
              <Image
                image={slide.image!}
                width={1152}
                sizes="100vw"
                priority={priority && i === 0}
                className="h-auto w-full"
              />
              {slide.heading || slide.sub_heading ? (
                <div
                  className={`absolute inset-x-0 bottom-0 space-y-1 bg-gradient-to-t from-black/60 to-transparent p-6 sm:p-10 ${slide.text_color === 'black' ? 'text-ink' : 'text-paper'}`}
                >
                  {slide.heading ? <h3 className="text-xl sm:text-3xl">{slide.heading}</h3> : null}
                  {slide.sub_heading ? <p className="hidden opacity-90 sm:block">{slide.sub_heading}</p> : null}
                  {slide.content ? (
                    <ArtistHtml className="hidden text-sm opacity-90 md:block" html={slide.content} />
                  ) : null}
                  {slide.link_button_text ? (
                    <span className="button mt-3 hidden bg-paper text-ink sm:inline-flex">
                      {slide.link_button_text}
                    </span>
                  ) : null}
                </div>
              ) : null}
            </>
          )
          return (
            <div
              key={slide.id}
              className="relative w-full shrink-0"
              aria-hidden={i !== index}
              role="group"
              aria-label={`Slide ${i + 1} of ${count}`}
            >
              {slide.link ? (
                <a
                  href={slide.link}
                  {...(slide.link_target === 'blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  tabIndex={i === index ? 0 : -1}
                >
                  {body}
                </a>
              ) : (
                body
              )}
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => go(index - 1)}
            className="absolute top-1/2 left-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-paper/85 text-ink shadow hover:bg-paper"
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => go(index + 1)}
            className="absolute top-1/2 right-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-paper/85 text-ink shadow hover:bg-paper"
          >
            ›
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index}
                onClick={() => go(i)}
                className={`size-2 rounded-full ${i === index ? 'bg-paper' : 'bg-paper/50'}`}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  )
}
