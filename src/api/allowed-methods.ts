import type { Handler } from 'hono'
import type { RouterRoute } from 'hono/types'

type Route = Pick<RouterRoute, 'method' | 'path'>

/** A Hono route path (`/cognito/page/:slug`, `/assets/i/*`) as a pattern over request paths. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => {
      if (part === '*') return '.*'
      if (part.startsWith(':')) return '[^/]+'
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}/?$`)
}

/**
 * From an app's routing table, the methods each request path answers to (with HEAD beside GET,
 * as Hono answers it, and OPTIONS); none for a path no route serves. Middleware and catch-alls
 * (`ALL`) do not count as an answer.
 */
export function methodsByPath(routes: readonly Route[]): (path: string) => string[] {
  const table = routes
    // The OPTIONS answer itself is registered for every path.
    .filter((r) => r.method !== 'ALL' && r.method !== 'OPTIONS')
    .map((r) => ({ pattern: pathPattern(r.path), method: r.method }))
  return (path) => {
    const methods = new Set(table.filter((r) => r.pattern.test(path)).map((r) => r.method))
    if (methods.size === 0) return []
    if (methods.has('GET')) methods.add('HEAD')
    methods.add('OPTIONS')
    return [...methods].sort()
  }
}

/**
 * Answers OPTIONS with 204 and `Allow` for a path the app serves, and the app's 404 otherwise.
 * The API serves its own site only, so a CORS preflight gets no `Access-Control-Allow-*`: the
 * browser then refuses the cross-origin call, which is what this API wants.
 */
export function answerOptions(routes: () => readonly Route[]): Handler {
  let methodsOf: ((path: string) => string[]) | null = null
  return (c) => {
    // Built on the first request, when every route has been registered.
    methodsOf ??= methodsByPath(routes())
    const allowed = methodsOf(c.req.path)
    if (allowed.length === 0) return c.notFound()
    return c.body(null, 204, { Allow: allowed.join(', ') })
  }
}
