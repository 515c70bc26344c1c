/**
 * Sends an unexpected server error to the error reporting service, when one is set up (SENTRY_DSN,
 * see server-reporting.ts); nothing otherwise. The reporter lives on globalThis, so Next's bundled
 * routes and the server's own modules reach the one the server started.
 */
type Reporter = (error: unknown, where: string) => void

const KEY = Symbol.for('atelier.error-reporter')

export function setErrorReporter(reporter: Reporter): void {
  ;(globalThis as Record<symbol, unknown>)[KEY] = reporter
}

export function reportError(error: unknown, where: string): void {
  ;((globalThis as Record<symbol, unknown>)[KEY] as Reporter | undefined)?.(error, where)
}
