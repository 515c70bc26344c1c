import type { HeadingWidget } from '@/payload-types'
import { widgetLang } from '@/content/widget-language'

const sizes = { h1: 'text-4xl sm:text-5xl', h2: 'text-3xl sm:text-4xl', h3: 'text-2xl', h4: 'text-xl' } as const

export function HeadingComponent({ widget }: { widget: HeadingWidget }) {
  const Tag = widget.level ?? 'h2'
  return (
    <Tag className={`${sizes[Tag]} ${widget.centred ? 'text-center' : ''}`} lang={widgetLang(widget, 'text')}>
      {widget.text}
    </Tag>
  )
}
