'use client'

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

/**
 * A part whose code is fetched once the page has hydrated, after the first paint, instead of with
 * the page's first scripts; it renders nothing until then, on the server too.
 */
function afterHydration(load: () => Promise<ComponentType>) {
  const Part = lazy(() => load().then((component) => ({ default: component })))
  return function Later() {
    const [hydrated, setHydrated] = useState(false)
    useEffect(() => setHydrated(true), [])
    return hydrated ? (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    ) : null
  }
}

// Parts of every page that show nothing until the visitor or the browser does something: a
// language suggestion, the offline worker and its update prompt, the session's refresh, the way
// back to the top.
export const LanguageSuggestion = afterHydration(() =>
  import('@/components/LanguagePicker/LanguageSuggestion.client').then((m) => m.LanguageSuggestion),
)
export const OfflineWorker = afterHydration(() =>
  import('@/components/OfflineWorker/OfflineWorker.client').then((m) => m.OfflineWorker),
)
export const SessionKeeper = afterHydration(() =>
  import('@/components/Account/SessionKeeper.client').then((m) => m.SessionKeeper),
)
export const BackToTop = afterHydration(() => import('@/components/BackToTop').then((m) => m.BackToTop))
