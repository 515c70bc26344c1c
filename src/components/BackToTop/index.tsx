'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

/** The button appears once the visitor has scrolled this far. */
const BACK_TO_TOP_AFTER = 100

export function BackToTop() {
  const t = useTranslations('shell')
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <button
      type="button"
      aria-label={t('backToTop')}
      data-testid="back-to-top"
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      // Kept in the page while hidden, so hiding it mid-scroll does not move focus and stop the scroll.
      className={`fixed end-5 bottom-5 z-40 grid size-11 place-items-center rounded-full bg-ink/85 text-paper shadow-lg backdrop-blur transition hover:bg-accent dark:bg-mist/85 dark:text-night ${
        visible ? 'visible opacity-100' : 'invisible translate-y-2 opacity-0'
      }`}
    >
      <svg viewBox="0 0 24 24" className="icon" aria-hidden>
        <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />
      </svg>
    </button>
  )
}
