'use client'

import { useId, useState } from 'react'
import { ArtistHtml } from '@/components/ArtistHtml'
import { langOf } from '@/i18n/in-english'

/** One answer open at a time; a click on an open question closes it. */
export function FaqAccordion({
  entries,
}: {
  entries: { id: number; name: string; content: string; in_english?: string[] }[]
}) {
  const [open, setOpen] = useState<number | null>(null)
  const base = useId()
  return (
    <ul
      className="divide-y divide-ink/10 border-y border-ink/10 dark:divide-mist/10 dark:border-mist/10"
      data-testid="faq"
    >
      {entries.map((entry) => {
        const expanded = open === entry.id
        return (
          <li key={entry.id}>
            <h3 className="font-sans text-base">
              <button
                type="button"
                id={`${base}-${entry.id}-question`}
                aria-expanded={expanded}
                aria-controls={`${base}-${entry.id}`}
                onClick={() => setOpen(expanded ? null : entry.id)}
                className="flex w-full items-center justify-between gap-6 py-5 text-start font-medium hover:text-accent dark:hover:text-ochre"
              >
                <span lang={langOf(entry.in_english, 'name')}>{entry.name}</span>
                <span aria-hidden className={`text-xl transition-transform ${expanded ? 'rotate-45' : ''}`}>
                  +
                </span>
              </button>
            </h3>
            <ArtistHtml
              id={`${base}-${entry.id}`}
              role="region"
              aria-labelledby={`${base}-${entry.id}-question`}
              hidden={!expanded}
              className="prose-atelier pb-6"
              html={entry.content}
              lang={langOf(entry.in_english, 'content')}
            />
          </li>
        )
      })}
    </ul>
  )
}
