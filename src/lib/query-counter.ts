import { AsyncLocalStorage } from 'node:async_hooks'

import { env } from '@/lib/env'

type Scope = { count: number }

// On globalThis: the server and Next's bundled pages load their own copies of this module.
const storage: AsyncLocalStorage<Scope> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('atelier.query-counter')
] ??= new AsyncLocalStorage<Scope>()) as AsyncLocalStorage<Scope>

/** Drizzle's logger: counts each query against the request it runs for. */
export const queryCountingLogger = {
  logQuery: () => {
    const scope = storage.getStore()
    if (scope) scope.count++
  },
}

/** Runs `fn` with a fresh count; `done` receives the number of queries made on its behalf. */
export function countQueries<T>(fn: () => T, done: (count: number) => void): T {
  const scope: Scope = { count: 0 }
  return storage.run(scope, () => {
    const result = fn()
    void Promise.resolve(result).finally(() => done(scope.count))
    return result
  })
}

/** Whether the server reports query counts (for tests and diagnostics; off in normal running). */
export const diagnosticsEnabled = () => env.diagnostics
