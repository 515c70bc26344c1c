'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

/**
 * A text shown in its first lines, with Read More / Read Less when there is more of it. The
 * labels come from the server's catalogue; the button appears only when the text is cut.
 */
export function Clamped({
  children,
  lines = 3,
  more,
  less,
}: {
  children: ReactNode
  lines?: 2 | 3 | 4
  more: string
  less: string
}) {
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const [cut, setCut] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const clamp = { 2: 'line-clamp-2', 3: 'line-clamp-3', 4: 'line-clamp-4' }[lines]
  return (
    <div>
      <div id={id} ref={box} className={open ? '' : clamp} data-testid="clamped">
        {children}
      </div>
      {cut || open ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="mt-1 text-sm font-medium underline underline-offset-4"
          data-testid="read-more"
        >
          {open ? less : more}
        </button>
      ) : null}
    </div>
  )
}
