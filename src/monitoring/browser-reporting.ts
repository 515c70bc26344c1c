import * as Sentry from '@sentry/browser'

import { scrubReport } from '@/monitoring/scrub'
import { TRACES_SAMPLE_RATE } from '@/monitoring/trace-rate'

/**
 * Reports the browser's uncaught errors and a tenth of its page loads' traces to the service named
 * by SENTRY_DSN, scrubbed of personal data. Loaded by `ErrorReporting` only when reporting is on.
 */
export function startBrowserReporting(dsn: string, environment: string): void {
  if (Sentry.getClient()) return
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    sendDefaultPii: false,
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => scrubReport(event),
    beforeSendTransaction: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  })
}
