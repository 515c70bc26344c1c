import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints } from 'payload'

const origin = 'http://localhost:3000'
const graphql = GRAPHQL_POST(config)

/** A request to Payload's own REST API (`/api/<collection>…`), handled in this process as Next would. */
export function payloadRest(path: string, init?: RequestInit): Promise<Response> {
  return handleEndpoints({ config, request: new Request(`${origin}${path}`, init) })
}

/** A query or mutation through Payload's GraphQL handler. */
export function payloadGraphql(query: string, headers: Record<string, string> = {}): Promise<Response> {
  return graphql(
    new Request(`${origin}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    }),
  )
}
