import type { MiddlewareHandler } from 'hono'

/**
 * Headers on every v1 answer, errors included. `nosniff`: a browser never reads a JSON answer as
 * script or HTML. `no-store` unless a call chose its own caching: answers carry tokens, profiles,
 * addresses and carts, and what a shared or browser cache keeps of them outlives the session
 * (public content is read by pages through the domain modules, not through this API, so it loses
 * nothing by not being cached here).
 */
export const apiResponseHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
}
