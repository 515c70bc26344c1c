'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'

import { THEME_STORAGE_KEY } from '@/components/ThemeToggle/theme-script'

type Scheme = 'light' | 'dark'

const root = () => document.documentElement
const apply = (scheme: Scheme) => root().classList.toggle('dark', scheme === 'dark')

/** The scheme is whatever class the page wears, so every toggle on the page agrees. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(root(), { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
const currentScheme = (): Scheme => (root().classList.contains('dark') ? 'dark' : 'light')

/** Switches between light and dark; remembers the choice, and follows the system until one is made. */
export function ThemeToggle() {
  const t = useTranslations('shell')
  const scheme = useSyncExternalStore(subscribe, currentScheme, () => null)

  useEffect(() => {
    const system = matchMedia('(prefers-color-scheme: dark)')
    const follow = (event: MediaQueryListEvent) => {
      if (!localStorage.getItem(THEME_STORAGE_KEY)) apply(event.matches ? 'dark' : 'light')
    }
    system.addEventListener('change', follow)
    return () => system.removeEventListener('change', follow)
  }, [])

  const toggle = () => {
    const next: Scheme = scheme === 'dark' ? 'light' : 'dark'
    localStorage.setItem(THEME_STORAGE_KEY, next)
    apply(next)
  }

  const label = scheme === 'dark' ? t('switchToLight') : t('switchToDark')
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-scheme={scheme ?? undefined}
      className="icon-button link-soft"
    >
      <svg viewBox="0 0 24 24" className="icon" aria-hidden>
        {scheme === 'dark' ? (
          <>
            <circle cx="12" cy="12" r="4.2" />
            <path d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
          </>
        ) : (
          <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" />
        )}
      </svg>
    </button>
  )
}
