import { getRequestListener } from '@hono/node-server'
import config from '@payload-config'
import { GRAPHQL_POST, REST_GET, REST_POST } from '@payloadcms/next/routes'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { guardPasswordDoor, passwordDoorOf } from '@/api/password-doors'

const graphql = GRAPHQL_POST(config)
const restPost = REST_POST(config)
const restGet = REST_GET(config)

/** What Next's routes under src/app/(payload)/api do: Payload's own REST and GraphQL handlers. */
async function payloadRoutes(incoming: Request): Promise<Response> {
  // A plain Request as Next makes one: Payload assigns to it, which the adapter's own class refuses.
  const body = incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : await incoming.arrayBuffer()
  const request = new Request(incoming.url, { method: incoming.method, headers: incoming.headers, body })
  const path = new URL(request.url).pathname
  if (path === '/api/graphql' || path === '/graphql') return graphql(request)
  const slug = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent)
  const handler = request.method === 'GET' ? restGet : restPost
  return handler(request, { params: Promise.resolve({ slug }) })
}

/**
 * A real HTTP server shaped like src/server.ts for Payload's doors: the password-door guard in
 * front, and where the server hands over to Next, Payload's route handlers reading the request
 * the guard passes on (so its body must be readable again).
 */
export async function startPayloadServer() {
  const routes = getRequestListener(payloadRoutes, { overrideGlobalObjects: false })
  const server = createServer((req, res) => {
    const door = passwordDoorOf(req.method, (req.url ?? '/').split('?', 1)[0])
    if (door) return void guardPasswordDoor(req, res, door, (checked) => routes(checked, res))
    void routes(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
