import { getTranslations } from 'next-intl/server'

import { ArtistHtml } from '@/components/ArtistHtml'
import { getTestimonials } from '@/data/content'
import { renderedLocale } from '@/i18n/page-locale'
import { langOf } from '@/i18n/in-english'
import { relationId } from '@/lib/relation-id'
import type { TestimonialGridWidget } from '@/payload-types'
import { widgetLang } from '@/content/widget-language'

export async function TestimonialGridComponent({ widget }: { widget: TestimonialGridWidget }) {
  const testimonials = await getTestimonials({ group: relationId(widget.group) }, await renderedLocale())
  // Quotation marks as the page's language writes them.
  const quote = await getTranslations('widgets.quote')
  return (
    <section className="space-y-8">
      {widget.heading ? (
        <h2 className="text-center text-3xl" lang={widgetLang(widget, 'heading')}>
          {widget.heading}
        </h2>
      ) : null}
      {widget.sub_heading ? (
        <p className="text-center text-ink-soft dark:text-mist/75" lang={widgetLang(widget, 'sub_heading')}>
          {widget.sub_heading}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        {testimonials.map((t) => (
          <figure key={t.id} className="space-y-4 rounded-sm border border-ink/10 p-8 dark:border-mist/10">
            <blockquote className="font-display text-lg leading-relaxed">
              {quote('open')}
              <ArtistHtml className="quoted-text inline" html={t.content} lang={langOf(t.in_english, 'content')} />
              {quote('close')}
            </blockquote>
            <figcaption className="text-sm">
              <span className="font-medium">{t.name}</span>
              {t.title ? (
                <span className="text-soft">
                  {' · '}
                  <span lang={langOf(t.in_english, 'title')}>{t.title}</span>
                </span>
              ) : null}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  )
}
