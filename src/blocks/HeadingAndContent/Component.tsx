import { Image } from '@/components/Image'
import { toImage } from '@/media/image'
import type { HeadingAndContentWidget } from '@/payload-types'
import { ArtistHtml } from '@/components/ArtistHtml'
import { widgetLang } from '@/content/widget-language'

export function HeadingAndContentComponent({
  widget,
  priority = false,
}: {
  widget: HeadingAndContentWidget
  priority?: boolean
}) {
  const image = toImage(widget.image, { aspect: '16x9', width: 1920 })
  return (
    <section className="space-y-6">
      {widget.heading ? (
        <h2 className="text-3xl sm:text-4xl" lang={widgetLang(widget, 'heading')}>
          {widget.heading}
        </h2>
      ) : null}
      {widget.sub_heading ? (
        <p className="text-lg text-ink-soft dark:text-mist/75" lang={widgetLang(widget, 'sub_heading')}>
          {widget.sub_heading}
        </p>
      ) : null}
      {image ? (
        <Image
          image={image}
          width={1152}
          sizes="(min-width: 1200px) 1152px, 100vw"
          priority={priority}
          className="h-auto w-full rounded-sm"
        />
      ) : null}
      {widget.content ? (
        <ArtistHtml className="prose-atelier" lang={widgetLang(widget, 'content')} html={widget.content} />
      ) : null}
    </section>
  )
}
