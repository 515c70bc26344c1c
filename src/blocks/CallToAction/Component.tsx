import { ActionLink } from '@/components/ActionLink'
import { Image } from '@/components/Image'
import { toImage } from '@/media/image'
import type { CallToActionWidget } from '@/payload-types'
import { ArtistHtml } from '@/components/ArtistHtml'
import { widgetLang } from '@/content/widget-language'

export function CallToActionComponent({
  widget,
  priority = false,
}: {
  widget: CallToActionWidget
  priority?: boolean
}) {
  const left = toImage(widget.left_image, { aspect: '16x9', width: 300 })
  const right = toImage(widget.right_image, { aspect: '16x9', width: 300 })
  return (
    <section
      className="flex flex-col items-center gap-8 rounded-sm bg-paper-deep px-6 py-12 text-center sm:px-12 md:flex-row md:text-start dark:bg-night-raised"
      data-testid="call-to-action"
    >
      {left ? (
        <Image image={left} width={300} priority={priority} className="h-auto w-full max-w-xs rounded-sm" />
      ) : null}
      <div className="flex-1 space-y-4">
        {widget.heading ? (
          <h2 className="text-3xl" lang={widgetLang(widget, 'heading')}>
            {widget.heading}
          </h2>
        ) : null}
        {widget.sub_heading ? (
          <p className="text-lg text-ink-soft dark:text-mist/75" lang={widgetLang(widget, 'sub_heading')}>
            {widget.sub_heading}
          </p>
        ) : null}
        {widget.html ? (
          <ArtistHtml className="prose-atelier" lang={widgetLang(widget, 'html')} html={widget.html} />
        ) : null}
        {widget.button?.text ? (
          <ActionLink
            href={widget.button.url}
            newTab={widget.button.new_tab}
            className="button-primary"
            lang={widgetLang(widget, 'button.text')}
          >
            {widget.button.text}
          </ActionLink>
        ) : null}
      </div>
      {right ? (
        <Image image={right} width={300} priority={priority && !left} className="h-auto w-full max-w-xs rounded-sm" />
      ) : null}
    </section>
  )
}
