import { ActionLink } from '@/components/ActionLink'
import { Image } from '@/components/Image'
import { getGallery } from '@/data/content'
import { type Aspect, isAspect } from '@/media/aspects'
import type { GalleryWidget } from '@/payload-types'

import { galleryTypes } from '@/blocks/Gallery/config'
import { LightboxGrid, Slider } from '@/components/page-parts.client'
import { widgetLang } from '@/content/widget-language'
import { langOf } from '@/i18n/in-english'
import { renderedLocale } from '@/i18n/page-locale'

const columns: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-3 lg:grid-cols-5',
  6: 'sm:grid-cols-3 lg:grid-cols-6',
}
const aspectOf = (value: string | null | undefined, fallback: Aspect): Aspect =>
  value && isAspect(value) ? value : fallback

export async function GalleryComponent({ widget, priority = false }: { widget: GalleryWidget; priority?: boolean }) {
  if (!(galleryTypes as readonly string[]).includes(widget.type)) return null
  const id = typeof widget.gallery === 'object' ? widget.gallery.id : widget.gallery
  const lightboxAspect = aspectOf(widget.lightbox_aspect, 'raw')
  const gallery = await getGallery(
    id,
    { aspect: aspectOf(widget.aspect, widget.type === 'slider' ? '16x9' : '4x3'), width: widget.width ?? 600 },
    await renderedLocale(),
  )
  if (!gallery) return null
  const slides = gallery.slides.slice(0, widget.limit_slides ?? undefined).filter((s) => s.image)
  const heading = widget.heading || gallery.heading
  const subheading = widget.subheading || gallery.sub_heading

  return (
    <section className="space-y-8" data-testid={`gallery-${widget.type}`}>
      {heading || subheading ? (
        <header className="space-y-2 text-center">
          {heading ? (
            <h2
              className="text-3xl"
              lang={widget.heading ? widgetLang(widget, 'heading') : langOf(gallery.in_english, 'heading')}
            >
              {heading}
            </h2>
          ) : null}
          {subheading ? (
            <p
              className="text-ink-soft dark:text-mist/75"
              lang={widget.subheading ? widgetLang(widget, 'subheading') : langOf(gallery.in_english, 'sub_heading')}
            >
              {subheading}
            </p>
          ) : null}
        </header>
      ) : null}
      {widget.type === 'slider' ? <Slider slides={slides} priority={priority} label={heading || undefined} /> : null}
      {widget.type === 'grid' ? (
        <LightboxGrid
          slides={slides}
          columnsClass={columns[widget.grid_width ?? 3] ?? columns[3]}
          lightbox={Boolean(widget.use_lightbox)}
          showHeading={Boolean(widget.show_heading)}
          lightboxAspect={lightboxAspect}
        />
      ) : null}
      {widget.type === 'shadowgrid' || widget.type === 'centeredgrid' ? (
        <div
          className={
            widget.type === 'shadowgrid'
              ? 'grid grid-cols-2 gap-6 md:grid-cols-3'
              : 'flex flex-wrap justify-center gap-6'
          }
        >
          {slides.map((slide) => (
            <ActionLink
              key={slide.id}
              href={slide.link || `#${slide.id}`}
              newTab={slide.link_target === 'blank'}
              className={`group block overflow-hidden rounded-sm bg-paper shadow-[0_18px_40px_-24px_rgba(29,35,46,0.5)] dark:bg-night-raised ${widget.type === 'centeredgrid' ? 'w-full sm:w-[calc(33.333%-1rem)]' : ''}`}
            >
              <Image
                image={slide.image!}
                width={widget.width ?? 600}
                sizes="(min-width: 768px) 33vw, 50vw"
                className="h-auto w-full transition-transform duration-500 group-hover:scale-[1.03]"
              />
              {slide.heading ? (
                <p className="px-4 py-3 font-display" lang={langOf(slide.in_english, 'heading')}>
                  {slide.heading}
                </p>
              ) : null}
            </ActionLink>
          ))}
        </div>
      ) : null}
    </section>
  )
}
