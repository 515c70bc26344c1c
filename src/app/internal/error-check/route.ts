import { diagnosticsEnabled } from '@/lib/query-counter'

export const dynamic = 'force-dynamic'

/**
 * With diagnostics on (the browser tests' server), an error on purpose, carrying personal data as
 * a careless message might: it shows that server errors reach the reporting service, scrubbed.
 */
export function GET(request: Request) {
  if (!diagnosticsEnabled()) return new Response(null, { status: 404 })
  const who = new URL(request.url).searchParams.get('who') ?? 'nobody@atelier.test'
  throw new Error(`Error check for ${who} with code 482913`)
}
