'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId } from 'react'

import { usePathname } from '@/i18n/navigation'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_NAMES, LOCALES, isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'

/** Remembers the choice, so a later visit to `/` opens in this language. */
export function rememberLocale(locale: string) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
}

/**
 * The language picker: each language named in itself. Choosing one opens the same page in that
 * language (a whole new document, since the page's language and direction change) and remembers it.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const t = useTranslations('shell.language')
  const locale = useLocale()
  const path = usePathname()
  const id = useId()

  const choose = (next: string) => {
    if (!isLocale(next) || next === locale) return
    rememberLocale(next)
    window.location.assign(localizedPath(next, path) + window.location.search + window.location.hash)
  }

  return (
    <div className={`relative flex items-center ${className}`} data-testid="language-picker">
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <svg viewBox="0 0 24 24" className="icon pointer-events-none absolute start-2 size-4" aria-hidden>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
      </svg>
      {/* The list writes each language's name in its own script: in the system's font, so no page
          fetches the site font's Cyrillic and Vietnamese files for this list alone. The select is
          as wide as the chosen name (not the longest), which leaves the header's links their room. */}
      <select
        id={id}
        value={locale}
        onChange={(event) => choose(event.target.value)}
        className="field-sizing-content min-h-9 cursor-pointer appearance-none rounded-full border border-ink/15 bg-transparent ps-8 pe-3 [font-family:system-ui,sans-serif] text-sm dark:border-mist/20"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} className="bg-paper text-ink dark:bg-night dark:text-mist">
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  )
}
