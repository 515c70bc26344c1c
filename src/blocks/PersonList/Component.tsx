import { ArtistHtml } from '@/components/ArtistHtml'
import { Image } from '@/components/Image'
import { getPeople } from '@/data/content'
import { renderedLocale } from '@/i18n/page-locale'
import { langOf } from '@/i18n/in-english'
import { relationId } from '@/lib/relation-id'
import type { PersonListWidget } from '@/payload-types'
import { widgetLang } from '@/content/widget-language'

/** Up to 64 people, photo and text alternating sides. */
export async function PersonListComponent({ widget }: { widget: PersonListWidget }) {
  const people = await getPeople({ group: relationId(widget.group), limit: 64 }, await renderedLocale())
  return (
    <section className="space-y-12">
      {widget.heading ? (
        <h2 className="text-3xl" lang={widgetLang(widget, 'heading')}>
          {widget.heading}
        </h2>
      ) : null}
      {people.map((person, index) => (
        <article key={person.id} className="grid items-center gap-8 md:grid-cols-2">
          {person.photo ? (
            <div className={index % 2 ? 'md:order-2' : undefined}>
              <Image
                image={person.photo}
                width={560}
                sizes="(min-width: 768px) 50vw, 100vw"
                className="h-auto w-full rounded-sm"
              />
            </div>
          ) : null}
          <div className="space-y-3">
            <h3 className="text-2xl">
              {person.first_name} {person.last_name}
            </h3>
            {person.title ? (
              <p className="eyebrow" lang={langOf(person.in_english, 'title')}>
                {person.title}
              </p>
            ) : null}
            {person.description ? (
              <ArtistHtml
                className="prose-atelier"
                html={person.description}
                lang={langOf(person.in_english, 'description')}
              />
            ) : null}
          </div>
        </article>
      ))}
    </section>
  )
}
