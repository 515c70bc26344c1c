import { setErrorReporter } from '@/monitoring/report-error'
import { scrubReport } from '@/monitoring/scrub'
import { TRACES_SAMPLE_RATE } from '@/monitoring/trace-rate'

/**
 * Reports the server's unexpected errors and a tenth of its requests' traces to a service that
 * speaks the Sentry protocol (Sentry, GlitchTip), scrubbed of personal data. Loaded only when
 * SENTRY_DSN is set.
 */
export async function startErrorReporting(dsn: string, environment: string): Promise<void> {
  const Sentry = await import('@sentry/node')
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    sendDefaultPii: false,
    beforeSend: (event) => scrubReport(event),
    beforeSendTransaction: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  })
  setErrorReporter((error, where) => Sentry.captureException(error, { tags: { where } }))
}
