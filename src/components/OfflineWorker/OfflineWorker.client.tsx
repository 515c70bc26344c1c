'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { filesOfThisPage } from '@/components/OfflineWorker/keep-page'
import { usePathname } from '@/i18n/navigation'

/** How often an open page asks whether a new version of the site is out. */
export const UPDATE_CHECK_MS = 10 * 60 * 1000
/** How long the update prompt stays on screen unless the visitor answers it. */
export const UPDATE_PROMPT_MS = 6000

/**
 * The worker that controls this page, once one does: at once after the first visit, else when the
 * first worker (installed by this page or another tab) takes over.
 */
const controllingWorker = (): Promise<ServiceWorker> =>
  new Promise((resolve) => {
    const container = navigator.serviceWorker
    if (container.controller) return resolve(container.controller)
    container.addEventListener('controllerchange', () => container.controller && resolve(container.controller), {
      once: true,
    })
  })

/** Asks the worker in control to keep these addresses (Serwist's CACHE_URLS message). */
const keep = (urls: string[]) =>
  navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } })

/**
 * Registers the offline worker (src/offline/worker.ts) once the page has loaded, in production
 * builds. It asks the worker to keep each page the visitor reads and looks for a new version every
 * ten minutes (the worker's script is fetched past every cache; the browser replaces a worker only
 * with an answer of status 200). When a new version has taken over, the page says so, and loads
 * itself again from it on the next change of page, or at once if the visitor asks.
 */
export function OfflineWorker() {
  const t = useTranslations('shell.update')
  const path = usePathname()
  const started = useRef(false)
  const updated = useRef(false)
  const [prompt, setPrompt] = useState(false)

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    const container = navigator.serviceWorker
    let timer: number | undefined
    // A page that was under a worker and sees another take over is showing the version before.
    let underWorker = Boolean(container.controller)
    const onTakeover = () => {
      if (underWorker) {
        updated.current = true
        setPrompt(true)
      }
      underWorker = true
    }
    const start = async () => {
      container.addEventListener('controllerchange', onTakeover)
      const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' })
      started.current = true
      timer = window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
      await controllingWorker()
      keep(filesOfThisPage())
    }
    const begin = () => void start().catch(() => undefined)
    if (document.readyState === 'complete') begin()
    else window.addEventListener('load', begin, { once: true })
    return () => {
      window.removeEventListener('load', begin)
      container.removeEventListener('controllerchange', onTakeover)
      window.clearInterval(timer)
    }
  }, [])

  // Every change of page loads the new version if there is one, or else keeps the new page.
  useEffect(() => {
    if (!started.current) return
    if (updated.current) window.location.reload()
    else keep([window.location.href])
  }, [path])

  useEffect(() => {
    if (!prompt) return
    const timer = window.setTimeout(() => setPrompt(false), UPDATE_PROMPT_MS)
    return () => window.clearTimeout(timer)
  }, [prompt])

  if (!prompt) return null
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-ink/10 bg-paper-deep/95 p-4 text-sm shadow-lg backdrop-blur sm:inset-x-auto sm:end-6 dark:border-mist/15 dark:bg-night-raised/95"
    >
      <p className="flex-1">{t('ready')}</p>
      <button
        type="button"
        className="button-primary"
        data-testid="update-prompt-apply"
        onClick={() => window.location.reload()}
      >
        {t('apply')}
      </button>
      <button type="button" className="button-quiet" onClick={() => setPrompt(false)}>
        {t('dismiss')}
      </button>
    </div>
  )
}
