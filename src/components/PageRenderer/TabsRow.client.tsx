'use client'

import { useLocale } from 'next-intl'
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

import { stepOfKey, wrapIndex } from '@/components/PageRenderer/reading-direction'
import { textDirection } from '@/i18n/locales'

/**
 * A tab row: only the block whose title matches the chosen tab shows. As in every tab list, Tab
 * reaches the chosen tab only and the arrow keys (in the reading direction), Home and End choose
 * another.
 */
export function TabsRow({
  titles,
  titleLangs = [],
  panels,
}: {
  titles: string[]
  /** `en` for a title still in English on a page in another language. */
  titleLangs?: ('en' | undefined)[]
  panels: ReactNode[]
}) {
  const [selected, setSelected] = useState(0)
  const id = useId()
  const dir = textDirection(useLocale())
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const choose = (index: number) => {
    setSelected(index)
    tabs.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = stepOfKey(event.key, dir)
    if (step) choose(wrapIndex(selected + step, titles.length))
    else if (event.key === 'Home') choose(0)
    else if (event.key === 'End') choose(titles.length - 1)
    else return
    event.preventDefault()
  }

  return (
    <div className="space-y-8">
      <div
        role="tablist"
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2 border-b border-ink/10 dark:border-mist/10"
      >
        {titles.map((title, i) => (
          <button
            key={title + i}
            ref={(tab) => {
              tabs.current[i] = tab
            }}
            role="tab"
            type="button"
            id={`${id}-tab-${i}`}
            aria-selected={selected === i}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={selected === i ? 0 : -1}
            onClick={() => setSelected(i)}
            lang={titleLangs[i]}
            className={`-mb-px border-b-2 px-4 py-3 text-sm tracking-wide ${selected === i ? 'border-ink dark:border-mist' : 'border-transparent text-ink-soft hover:text-ink dark:text-mist/70'}`}
          >
            {title}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div key={i} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={selected !== i}>
          {panel}
        </div>
      ))}
    </div>
  )
}
