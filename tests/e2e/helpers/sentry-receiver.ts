// A service that speaks the Sentry protocol's ingest side, for the browser tests' site to report
// to (SENTRY_DSN in playwright.config.ts): it takes envelopes at /api/{project}/envelope/ and shows
// what it took at /received. Started by Playwright beside the site: npx tsx tests/e2e/helpers/sentry-receiver.ts
import { createServer } from 'node:http'
import { gunzipSync } from 'node:zlib'

export type EnvelopeItem = { type: string; payload: unknown }

/** An envelope's lines: its header, then each item's header and payload. */
export function parseEnvelope(text: string): EnvelopeItem[] {
  const lines = text.split('\n')
  const items: EnvelopeItem[] = []
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]) as { type: string }
    let payload: unknown = lines[i + 1]
    try {
      payload = JSON.parse(lines[i + 1])
    } catch {
      // An attachment, kept as text.
    }
    items.push({ type: header.type, payload })
  }
  return items
}

const port = Number(process.env.PORT || 3220)
const received: EnvelopeItem[] = []

createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }
    if (req.method === 'POST' && /^\/api\/\w+\/envelope\/?(\?|$)/.test(req.url ?? '')) {
      const body = Buffer.concat(chunks)
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8')
      received.push(...parseEnvelope(text))
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end('{}')
    } else if (req.method === 'GET' && req.url === '/received') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(received))
    } else if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200).end('ok')
    } else res.writeHead(req.method === 'OPTIONS' ? 204 : 404, headers).end()
  })
}).listen(port, '127.0.0.1')
