import { getTranslations } from 'next-intl/server'

import { getLinks } from '@/data/content'
import { renderedLocale } from '@/i18n/page-locale'
import { langOf } from '@/i18n/in-english'
import type { LinkChildrenWidget } from '@/payload-types'

/** The links of a group under the heading "Links" (in the visitor's language), each opening in a new tab. */
export async function LinkChildrenComponent({ widget }: { widget: LinkChildrenWidget }) {
  const parent = typeof widget.parent === 'object' ? widget.parent.id : widget.parent
  const links = await getLinks(parent, await renderedLocale())
  const t = await getTranslations('widgets')
  return (
    <section className="mx-auto max-w-2xl space-y-6" data-testid="links">
      <h2 className="text-3xl">{t('links.heading')}</h2>
      <ul className="divide-y divide-ink/10 border-y border-ink/10 dark:divide-mist/10 dark:border-mist/10">
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.link}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center justify-between py-4 hover:text-accent dark:hover:text-ochre"
              lang={langOf(link.in_english, 'name')}
            >
              {link.name}
              <span aria-hidden>↗</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
