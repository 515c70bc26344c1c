import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createHttpListener } from '@/api/http-app'
import { addStrictTransport } from '@/api/strict-transport'

/**
 * The Hono app behind a real Node HTTP server, wired as src/server.ts wires it (the same
 * listener, Strict-Transport-Security first). Requests through here meet what a visitor's meet:
 * node-server's request objects, chunked bodies, requests with no body at all.
 */
export async function startApiServer() {
  const listener = createHttpListener()
  const server = createServer((req, res) => {
    addStrictTransport(req, res)
    void listener(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    fetch: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
