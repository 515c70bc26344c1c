import { getTranslations } from 'next-intl/server'

import { ArtistHtml } from '@/components/ArtistHtml'
import { ActionLink } from '@/components/ActionLink'
import { Image } from '@/components/Image'
import { getTestimonials } from '@/data/content'
import { renderedLocale } from '@/i18n/page-locale'
import { langOf } from '@/i18n/in-english'
import { relationId } from '@/lib/relation-id'
import type { HeroTestimonialWidget } from '@/payload-types'
import { widgetLang } from '@/content/widget-language'

/** Up to three testimonials of the chosen group. */
export async function HeroTestimonialComponent({ widget }: { widget: HeroTestimonialWidget }) {
  const testimonials = await getTestimonials(
    {
      group: relationId(widget.group),
      limit: 3,
      image: { aspect: '1x1', width: 100 },
    },
    await renderedLocale(),
  )
  // Quotation marks as the page's language writes them.
  const quote = await getTranslations('widgets.quote')
  return (
    <section className="space-y-10 text-center" data-testid="hero-testimonial">
      <div className="space-y-3">
        {widget.heading ? (
          <h2 className="text-3xl sm:text-4xl" lang={widgetLang(widget, 'heading')}>
            {widget.heading}
          </h2>
        ) : null}
        {widget.sub_heading ? (
          <p className="text-ink-soft dark:text-mist/75" lang={widgetLang(widget, 'sub_heading')}>
            {widget.sub_heading}
          </p>
        ) : null}
      </div>
      <div className="grid gap-10 md:grid-cols-3">
        {testimonials.map((t) => (
          <figure key={t.id} className="flex flex-col items-center gap-4">
            {t.image ? (
              <Image image={t.image} width={100} className="size-[100px] rounded-full object-cover" alt={t.name} />
            ) : null}
            <blockquote className="font-display text-lg leading-relaxed">
              {quote('open')}
              <ArtistHtml className="quoted-text inline" html={t.content} lang={langOf(t.in_english, 'content')} />
              {quote('close')}
            </blockquote>
            <figcaption className="text-sm font-medium">{t.name}</figcaption>
          </figure>
        ))}
      </div>
      {widget.button?.text ? (
        <ActionLink
          href={widget.button.url}
          newTab={widget.button.new_tab}
          className="button-quiet"
          lang={widgetLang(widget, 'button.text')}
        >
          {widget.button.text}
        </ActionLink>
      ) : null}
    </section>
  )
}
