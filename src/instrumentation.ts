import type { Instrumentation } from 'next'

import { reportError } from '@/monitoring/report-error'

/** Next's pages and routes hand their unexpected errors to the site's error reporting (when it is on). */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  reportError(error, `${context.routerKind} ${context.routeType} ${context.routePath}`)
}
