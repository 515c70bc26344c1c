'use client'

import { type ReactNode, useId, useState } from 'react'

/** A tab row: only the block whose title matches the chosen tab shows. */
export function TabsRow({ titles, panels }: { titles: string[]; panels: ReactNode[] }) {
  const [selected, setSelected] = useState(0)
  const id = useId()
  return (
    <div className="space-y-8">
      <div role="tablist" className="flex flex-wrap gap-2 border-b border-ink/10 dark:border-mist/10">
        {titles.map((title, i) => (
          <button
            key={title + i}
            role="tab"
            type="button"
            id={`${id}-tab-${i}`}
            aria-selected={selected === i}
            aria-controls={`${id}-panel-${i}`}
            onClick={() => setSelected(i)}
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
