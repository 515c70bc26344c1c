'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type KeyboardEvent, useEffect, useState } from 'react'

import { trackTransform } from '@/blocks/Gallery/slider'
import { ArtistHtml } from '@/components/ArtistHtml'
import { Image } from '@/components/Image'
import { stepOfKey, wrapIndex } from '@/components/PageRenderer/reading-direction'
import { usePlayback } from '@/components/PageRenderer/reduced-motion'
import { PlayPauseButton } from '@/components/PlayPauseButton'
import type { GalleryView } from '@/content/collections'
import { langOf } from '@/i18n/in-english'
import { textDirection } from '@/i18n/locales'

/** The slider moves on every 4 seconds, and keeps doing so after the visitor has used it. */
const SLIDER_AUTOPLAY_MS = 4000

type Props = { slides: GalleryView['slides']; priority?: boolean; label?: string }

/**
 * Slides in the reading direction, with arrows, dots and the arrow keys. It plays by itself
 * unless the visitor asks their system for less motion; its first control pauses or plays it.
 */
export function Slider({ slides, priority = false, label }: Props) {
  const t = useTranslations('widgets')
  const dir = textDirection(useLocale())
  const playback = usePlayback()
  const [index, setIndex] = useState(0)
  // Bumped by every move the visitor makes, so the next automatic move waits a full interval.
  const [tick, setTick] = useState(0)
  const count = slides.length
  const playing = count > 1 && playback.playing

  useEffect(() => {
    if (!playing) return
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), SLIDER_AUTOPLAY_MS)
    return () => clearTimeout(timer)
  }, [index, tick, count, playing])

  const go = (next: number) => {
    setIndex(wrapIndex(next, count))
    setTick((n) => n + 1)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = stepOfKey(event.key, dir)
    if (!step || count < 2) return
    event.preventDefault()
    go(index + step)
  }
  if (!count) return null
  // Every slide takes the first picture's shape from the first paint, loaded or not: nothing
  // shifts, and the caption and arrows sit on the picture.
  const first = slides[0].image
  const frame = first ? `${first.width} / ${first.height}` : '16 / 9'
  return (
    <section
      className="relative overflow-hidden rounded-sm"
      data-testid="slider"
      data-index={index}
      aria-roledescription={t('slider.roleCarousel')}
      aria-label={label || t('slider.label')}
      onKeyDown={onKeyDown}
    >
      {count > 1 ? (
        <PlayPauseButton
          playing={playing}
          label={playing ? t('slider.pause') : t('slider.play')}
          onToggle={playback.toggle}
          className="end-3 top-3"
          testId="slider-play-pause"
        />
      ) : null}
      <div
        className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
        style={{ transform: trackTransform(index, dir) }}
        // While it plays by itself, announcing every slide would talk over the page.
        aria-live={playing ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => {
          const body = (
            <>
              <Image
                image={slide.image!}
                width={1152}
                sizes="100vw"
                priority={priority && i === 0}
                className="absolute inset-0 size-full object-cover"
              />
              {slide.heading || slide.sub_heading ? (
                <div
                  className={`absolute inset-x-0 bottom-0 space-y-1 bg-gradient-to-t from-black/60 to-transparent p-6 sm:p-10 ${slide.text_color === 'black' ? 'text-ink' : 'text-paper'}`}
                >
                  {slide.heading ? (
                    <h3 className="text-xl sm:text-3xl" lang={langOf(slide.in_english, 'heading')}>
                      {slide.heading}
                    </h3>
                  ) : null}
                  {slide.sub_heading ? (
                    <p className="hidden opacity-90 sm:block" lang={langOf(slide.in_english, 'sub_heading')}>
                      {slide.sub_heading}
                    </p>
                  ) : null}
                  {slide.content ? (
                    <ArtistHtml
                      className="hidden text-sm opacity-90 md:block"
                      html={slide.content}
                      lang={langOf(slide.in_english, 'content')}
                    />
                  ) : null}
                  {slide.link_button_text ? (
                    <span
                      className="button mt-3 hidden bg-paper text-ink sm:inline-flex"
                      lang={langOf(slide.in_english, 'link_button_text')}
                    >
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
              style={{ aspectRatio: frame }}
              role="group"
              aria-roledescription={t('slider.roleSlide')}
              aria-label={t('slider.slide', { number: i + 1, count })}
              // Slides out of view are out of reach too: no focus, nothing read out.
              inert={i !== index}
            >
              {slide.link ? (
                <a
                  href={slide.link}
                  {...(slide.link_target === 'blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
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
          {/* ‹ and › are mirrored by the Unicode bidi algorithm in right-to-left pages: each points outwards by itself. */}
          <button
            type="button"
            aria-label={t('slider.previous')}
            onClick={() => go(index - 1)}
            className="absolute start-3 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-paper/85 text-ink shadow hover:bg-paper"
          >
            <span aria-hidden>‹</span>
          </button>
          <button
            type="button"
            aria-label={t('slider.next')}
            onClick={() => go(index + 1)}
            className="absolute end-3 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-paper/85 text-ink shadow hover:bg-paper"
          >
            <span aria-hidden>›</span>
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t('slider.goTo', { number: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
                // A 24 px target around the small dot that shows.
                className="group grid size-6 place-items-center rounded-full"
              >
                <span
                  aria-hidden
                  className={`size-2 rounded-full ${i === index ? 'bg-paper' : 'bg-paper/50 group-hover:bg-paper/80'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  )
}
