import { ActionLink } from '@/components/ActionLink'
import { Image } from '@/components/Image'
import { BackgroundVideo } from '@/components/Image/BackgroundVideo.client'
import { toImage } from '@/media/image'
import type { HeroQuoteWidget } from '@/payload-types'
import { ArtistHtml } from '@/components/ArtistHtml'
import { widgetLang } from '@/content/widget-language'

const overlays: Record<string, string> = {
  wht: 'bg-white/55',
  blk: 'bg-black/45',
  bnd: 'bg-accent/55',
  pri: 'bg-accent/55',
  sec: 'bg-ochre/50',
  suc: 'bg-emerald-800/50',
  inf: 'bg-sky-800/50',
  wrn: 'bg-amber-600/50',
  dng: 'bg-red-800/50',
}
const justify = {
  // The artist's left and right are the reading direction's start and end: mirrored in Arabic.
  left: 'items-start text-start',
  center: 'items-center text-center',
  right: 'items-end text-end',
} as const
const align = { top: 'justify-start', center: 'justify-center', bottom: 'justify-end' } as const

/** A 500 px banner: image or looping muted video behind a heading, text and a button. */
export function HeroQuoteComponent({ widget, priority = false }: { widget: HeroQuoteWidget; priority?: boolean }) {
  const background = toImage(widget.background_image, { aspect: '16x9', width: 1920 })
  const overlay = toImage(widget.overlay_image, { aspect: 'raw', width: 300 })
  const filter = {
    opacity: Number(widget.image_opacity ?? 100) / 100,
    filter: `saturate(${Number(widget.image_saturation ?? 100)}%)`,
  }
  const light = widget.text_colour !== 'blk'
  return (
    <section className="relative isolate flex h-[500px] overflow-hidden rounded-sm bg-ink" data-testid="hero-quote">
      {widget.background_video ? (
        <BackgroundVideo
          className="absolute inset-0 -z-10 size-full object-cover"
          style={filter}
          src={widget.background_video}
          poster={background?.url}
        />
      ) : background ? (
        <div className={`absolute inset-0 -z-10 ${widget.parallax ? 'bg-fixed' : ''}`} style={filter}>
          {widget.parallax ? (
            <div
              className="size-full bg-cover bg-fixed bg-center"
              style={{ backgroundImage: `url("${background.url}")` }}
            />
          ) : (
            <Image
              image={background}
              width={1152}
              sizes="100vw"
              priority={priority}
              className="size-full object-cover"
            />
          )}
        </div>
      ) : null}
      {widget.overlay_colour ? <div className={`absolute inset-0 -z-10 ${overlays[widget.overlay_colour]}`} /> : null}
      <div
        className={`container-page flex flex-col gap-4 py-12 ${justify[widget.justify ?? 'center']} ${align[widget.align ?? 'center']} ${light ? 'text-paper' : 'text-ink'}`}
      >
        {overlay ? <Image image={overlay} width={160} className="h-auto w-40" /> : null}
        {widget.heading ? (
          <h2
            className="max-w-3xl text-4xl leading-tight drop-shadow-sm sm:text-5xl"
            lang={widgetLang(widget, 'heading')}
          >
            {widget.heading}
          </h2>
        ) : null}
        {widget.sub_heading ? (
          <p className="max-w-2xl text-lg opacity-90" lang={widgetLang(widget, 'sub_heading')}>
            {widget.sub_heading}
          </p>
        ) : null}
        {widget.html ? (
          <ArtistHtml className="max-w-2xl opacity-90" lang={widgetLang(widget, 'html')} html={widget.html} />
        ) : null}
        {widget.button?.text ? (
          <ActionLink
            href={widget.button.url}
            newTab={widget.button.new_tab}
            className={light ? 'button bg-paper text-ink hover:bg-ochre' : 'button-primary'}
            lang={widgetLang(widget, 'button.text')}
          >
            {widget.button.text}
          </ActionLink>
        ) : null}
      </div>
    </section>
  )
}
