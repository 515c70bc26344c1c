import { ActionLink } from '@/components/ActionLink'
import { Image } from '@/components/Image'
import { toImage } from '@/media/image'
import type { ImageWithContentWidget } from '@/payload-types'
import { ArtistHtml } from '@/components/ArtistHtml'
import { widgetLang } from '@/content/widget-language'

export function ImageWithContentComponent({
  widget,
  priority = false,
}: {
  widget: ImageWithContentWidget
  priority?: boolean
}) {
  const image = toImage(widget.image, { aspect: '16x9', width: 1920 })
  return (
    <section className="grid items-center gap-10 md:grid-cols-2">
      {image ? (
        <div className={widget.image_position === 'right' ? 'md:order-2' : undefined}>
          <Image
            image={image}
            width={560}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority={priority}
            className="h-auto w-full rounded-sm"
          />
        </div>
      ) : null}
      <div className="space-y-5">
        {widget.heading ? (
          <h2 className="text-3xl" lang={widgetLang(widget, 'heading')}>
            {widget.heading}
          </h2>
        ) : null}
        {widget.html ? (
          <ArtistHtml className="prose-atelier" lang={widgetLang(widget, 'html')} html={widget.html} />
        ) : null}
        {widget.button?.text ? (
          <ActionLink
            href={widget.button.url}
            newTab={widget.button.new_tab}
            className="button-primary w-full py-4 text-base"
            lang={widgetLang(widget, 'button.text')}
          >
            {widget.button.text}
          </ActionLink>
        ) : null}
      </div>
    </section>
  )
}
