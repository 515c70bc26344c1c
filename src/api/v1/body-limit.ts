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
    // GET and HEAD carry no body; asking node-server's request for one would build a platform
    // Request (with a signal, see below) only to find none.
    if (raw.method === 'GET' || raw.method === 'HEAD') return next()
    const refuse = () => {
      // The rest of the body is still on its way: the connection cannot carry another request,
      // and a client that is told so opens a new one instead of sending into a closing socket.
      c.header('Connection', 'close')
      tooLarge()
    }
    let body: Uint8Array<ArrayBuffer>
    const length = raw.headers.get('content-length')
    if (length !== null) {
      if (Number(length) > maxSize) refuse()
      // Node's parser holds a body to its Content-Length, so it is read whole: node-server reads
      // it straight from the socket, without the platform Request that `raw.body` would build.
      body = new Uint8Array(await raw.arrayBuffer())
    } else {
      // Chunked (or no body at all): read as it comes, refused as soon as it passes the limit.
      if (!raw.body) return next()
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
      body = Buffer.concat(chunks)
    }
    // Without `signal`: a platform Request that follows another signal adds a listener to it and
    // registers with undici's FinalizationRegistry. V8 frees the two only in full collections (the
    // listener after the registry's clean-up has run in between), so every v1 body left them, and
    // the original signal they hold, in the old generation: about a third of what the crowd
    // bench's requests put there, and some 20 MB of them waiting at once. No v1 handler follows
    // the client's disconnect.
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: body.byteLength > 0 ? body : null,
    })
    return next()
  }
}
