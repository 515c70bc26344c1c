'use client'

import { createTranslator, useLocale } from 'next-intl'
import { useEffect, useState } from 'react'

import { rememberLocale } from '@/components/LanguagePicker/LanguagePicker.client'
import { suggestedLocale } from '@/i18n/browser-locale'
import { LOCALE_COOKIE, LOCALE_NAMES, textDirection, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'
import type { Messages } from '@/i18n/messages'
import { usePathname } from '@/i18n/navigation'
import { loadShellMessages } from '@/i18n/shell-messages'

const DISMISSED_KEY = 'atelier-language-suggestion-dismissed'

type Suggestion = { locale: Locale; messages: Messages['shell'] }

/**
 * On a first visit whose browser prefers another language the site speaks, a note in that
 * language offers the page in it. It never redirects (crawlers and shared links keep the address
 * they asked for) and stays away once the visitor has chosen a language or said no. It comes
 * after the page has hydrated, so it lies over the foot of the window instead of pushing the page
 * down; it follows the header in the document, so keyboards and screen readers meet it early.
 */
export function LanguageSuggestion() {
  const locale = useLocale()
  const path = usePathname()
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null)

  useEffect(() => {
    if (document.cookie.includes(`${LOCALE_COOKIE}=`) || localStorage.getItem(DISMISSED_KEY)) return
    const suggested = suggestedLocale(navigator.languages, locale)
    if (!suggested) return
    let current = true
    loadShellMessages(suggested)
      .then((messages) => current && setSuggestion({ locale: suggested, messages }))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [locale])

  if (!suggestion) return null
  const t = createTranslator({ locale: suggestion.locale, messages: suggestion.messages, namespace: 'language' })
  const language = LOCALE_NAMES[suggestion.locale]
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1')
    setSuggestion(null)
  }
  return (
    <aside
      lang={suggestion.locale}
      dir={textDirection(suggestion.locale)}
      aria-label={t('label')}
      data-testid="language-suggestion"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-ink/10 bg-paper-deep/95 text-sm shadow-[0_-6px_24px_rgb(0_0_0/0.08)] backdrop-blur dark:border-mist/15 dark:bg-night-raised/95"
    >
      <div className="container-page flex flex-wrap items-center gap-x-5 gap-y-2 py-3">
        <p className="flex-1">{t('suggestion', { language })}</p>
        <a
          href={localizedPath(suggestion.locale, path)}
          onClick={() => rememberLocale(suggestion.locale)}
          className="button-primary"
          data-testid="language-suggestion-accept"
        >
          {t('accept', { language })}
        </a>
        <button type="button" onClick={dismiss} className="button-quiet" data-testid="language-suggestion-dismiss">
          {t('dismiss')}
        </button>
      </div>
    </aside>
  )
}
