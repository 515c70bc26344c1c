import type { MiddlewareHandler } from 'hono'

/**
 * Refuses a request body above `maxSize` bytes by calling `tooLarge` (which throws), before a
 * handler reads it. A body with a Content-Length is judged by it; one without (chunked, or a
 * request with no body at all such as every OPTIONS or a bodiless DELETE) is read here up to the
 * limit and handed on as a fresh request.
 *
 * Hono's own bodyLimit rebuilds that request with `new Request(c.req.raw, …)`. The Node server
 * runs @hono/node-server without its global overrides (they would replace the Request class Next
 * uses too), and there the raw request is node-server's lightweight object, which the platform's
 * Request cannot copy: every such request answered 500. This one builds the request from its
 * parts instead.
 */
export function limitBody(maxSize: number, tooLarge: () => never): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw
    if (!raw.body) return next()
    const length = raw.headers.get('content-length')
    if (length !== null && !raw.headers.has('transfer-encoding')) {
      if (Number(length) > maxSize) tooLarge()
      return next()
    }
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = raw.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxSize) {
        await reader.cancel().catch(() => undefined)
        tooLarge()
      }
      chunks.push(value)
    }
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: size > 0 ? Buffer.concat(chunks) : null,
      signal: raw.signal,
    })
    return next()
  }
}
