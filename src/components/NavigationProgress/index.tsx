'use client'

import { useTranslations } from 'next-intl'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * A thin bar across the top while a page is on its way: it starts when the visitor follows an
 * internal link and completes when the new address has rendered, which also scrolls to the top.
 */
export function NavigationProgress() {
  const t = useTranslations('shell')
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const location_ = `${pathname}?${searchParams.toString()}`
  /** The address a navigation started from; null when none is under way. */
  const [leaving, setLeaving] = useState<string | null>(null)
  const state = leaving === null ? 'idle' : leaving === location_ ? 'loading' : 'done'

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, location.href)
      if (url.origin !== location.origin || url.pathname.startsWith('/admin')) return
      if (url.pathname === location.pathname && url.search === location.search) return
      setLeaving(`${location.pathname}?${location.search.replace(/^\?/, '')}`)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  useEffect(() => {
    window.scrollTo(0, 0)
  }, [location_])

  useEffect(() => {
    if (state !== 'done') return
    const timer = setTimeout(() => setLeaving(null), 400)
    return () => clearTimeout(timer)
  }, [state])

  return (
    <div
      role="progressbar"
      aria-hidden={state === 'idle'}
      aria-label={t('loadingPage')}
      data-testid="navigation-progress"
      data-state={state}
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left rtl:origin-right bg-accent dark:bg-ochre ${
        state === 'loading'
          ? 'scale-x-75 opacity-100 transition-transform duration-[3000ms] ease-out'
          : state === 'done'
            ? 'scale-x-100 opacity-0 transition-[transform,opacity] duration-300'
            : 'scale-x-0 opacity-0'
      }`}
    />
  )
}
