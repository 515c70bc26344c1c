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
 * they asked for) and stays away once the visitor has chosen a language or said no.
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
      className="border-b border-ink/10 bg-paper-deep text-sm dark:border-mist/10 dark:bg-night-raised"
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
