import { getGalleriesOfGroup } from '@/data/content'
import { isAspect } from '@/media/aspects'
import type { GalleryGroupWidget } from '@/payload-types'

import { GalleryPicker } from '@/components/page-parts.client'
import { widgetLang } from '@/content/widget-language'
import { renderedLocale } from '@/i18n/page-locale'

export async function GalleryGroupComponent({ widget }: { widget: GalleryGroupWidget }) {
  const group = typeof widget.group === 'object' ? widget.group.id : widget.group
  const aspect = widget.aspect && isAspect(widget.aspect) ? widget.aspect : '4x3'
  const galleries = await getGalleriesOfGroup(group, { aspect, width: 400 }, await renderedLocale())
  if (!galleries.length) return null
  return (
    <section className="space-y-8" data-testid="gallery-group">
      {widget.heading || widget.subheading ? (
        <header className="space-y-2 text-center">
          {widget.heading ? (
            <h2 className="text-3xl" lang={widgetLang(widget, 'heading')}>
              {widget.heading}
            </h2>
          ) : null}
          {widget.subheading ? (
            <p className="text-ink-soft dark:text-mist/75" lang={widgetLang(widget, 'subheading')}>
              {widget.subheading}
            </p>
          ) : null}
        </header>
      ) : null}
      <GalleryPicker galleries={galleries} />
    </section>
  )
}
