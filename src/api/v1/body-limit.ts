import type { MiddlewareHandler } from 'hono'

/**
 * Reads a request's whole body, up to `maxSize` bytes, before any handler runs, and hands the
 * handler a fresh request holding it; a larger body is refused by calling `tooLarge` (which
 * throws), on its Content-Length alone when it has one.
 *
 * Why not Hono's bodyLimit: it rebuilds the request with `new Request(c.req.raw, …)` after reading
 * a body without a length (chunked, or none at all, as in every OPTIONS or bodiless DELETE). The
 * Node server runs @hono/node-server without its global overrides (they would replace the Request
 * class Next uses too), and there the raw request is node-server's lightweight object, which the
 * platform's Request cannot copy: every such request answered 500.
 *
 * Why read every body: a handler that answers without reading it (a 401 before an upload is
 * parsed) left its bytes in the kept-alive connection, and node-server then dropped that
 * connection under the client's next request ("socket hang up").
 */
export function limitBody(maxSize: number, tooLarge: () => never): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw
    if (!raw.body) return next()
    const refuse = () => {
      // The rest of the body is still on its way: the connection cannot carry another request,
      // and a client that is told so opens a new one instead of sending into a closing socket.
      c.header('Connection', 'close')
      tooLarge()
    }
    if (Number(raw.headers.get('content-length') ?? 0) > maxSize) refuse()
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = raw.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      // No cancel: that would destroy the socket before the 413 is written.
      if (size > maxSize) refuse()
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
