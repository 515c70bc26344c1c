'use client'

import { useEffect } from 'react'

/**
 * Starts error reporting in the browser (src/monitoring/browser-reporting.ts). Rendered only when
 * SENTRY_DSN is set; the reporting code is fetched then, once the page has hydrated.
 */
export function ErrorReporting({ dsn, environment }: { dsn: string; environment: string }) {
  useEffect(() => {
    void import('@/monitoring/browser-reporting').then(({ startBrowserReporting }) =>
      startBrowserReporting(dsn, environment),
    )
  }, [dsn, environment])
  return null
}
