import { Agent, request } from 'node:http'

import type { SiteProcess } from './site-process'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A POST whose body is sent in two halves, the second when `finish` is called: a request in flight. */
function slowPost(origin: string, path: string, body: string) {
  const url = new URL(path, origin)
  let finish = () => {}
  const answer = new Promise<{ status: number; connection: string; body: string }>((resolve, reject) => {
    const req = request(
      {
        method: 'POST',
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: String(res.headers.connection ?? ''),
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', reject)
    const half = Math.floor(body.length / 2)
    req.write(body.slice(0, half))
    finish = () => req.end(body.slice(half))
  })
  return { answer, finish: () => finish() }
}

/** A GET on `agent`'s kept connection: its status, and whether the connection was one used before. */
function getOn(agent: Agent, origin: string, path: string) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = request(new URL(path, origin), { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }))
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * A connection kept alive by its client is still open to it after Node's default 5 s of quiet (a
 * client or balancer sending on it then met a reset); the idle connection is left open for the
 * stop that follows, which must not wait for it. Answers the agent, for the caller to destroy.
 */
async function checkKeptAlive(site: SiteProcess, problems: string[]): Promise<Agent> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const first = await getOn(agent, site.origin, '/api/v1/health')
  await pause(6_000)
  const second = await getOn(agent, site.origin, '/api/v1/health').catch((error: unknown) => ({
    status: `failed: ${String(error)}`,
    reused: false,
  }))
  if (first.status !== 200 || second.status !== 200 || !second.reused)
    problems.push(`a connection kept alive for 6 s: ${JSON.stringify({ first, second })}`)
  return agent
}

/**
 * SIGTERM while requests are in flight and a kept connection is idle: during the drain the
 * instance is alive but says it is stopping, every request it had (a POST half sent, a burst of
 * page loads) is answered in full, and it exits 0. Answers the problems found.
 */
export async function checkGracefulStop(site: SiteProcess, drainMs: number): Promise<string[]> {
  const problems: string[] = []
  const ready = await fetch(`${site.origin}/api/v1/health/ready`)
  if (ready.status !== 200) problems.push(`readiness before the stop: ${ready.status} ${await ready.text()}`)
  const idle = await checkKeptAlive(site, problems)

  const slow = slowPost(
    site.origin,
    '/api/v1/sell/cart/searchsku',
    JSON.stringify({ product: 999_999, variations: [], addons: [] }),
  )
  const pages = Array.from({ length: 12 }, () =>
    fetch(`${site.origin}/shop`).then(
      (answer) => answer.status,
      (error: unknown) => `failed: ${String(error)}`,
    ),
  )
  await pause(200)
  const started = Date.now()
  const exit = site.signal('SIGTERM')
  await pause(Math.min(300, drainMs / 2))
  const live = await fetch(`${site.origin}/api/v1/health`)
  const stopping = await fetch(`${site.origin}/api/v1/health/ready`)
  const said = (await stopping.json()) as { status?: string }
  if (live.status !== 200) problems.push(`liveness while stopping: ${live.status}`)
  if (stopping.status !== 503 || said.status !== 'stopping')
    problems.push(`readiness while stopping: ${stopping.status} ${JSON.stringify(said)}`)

  await pause(drainMs)
  slow.finish()
  const answered = await slow.answer.catch((error: unknown) => ({ status: 0, connection: '', body: String(error) }))
  if (answered.status !== 404 || !answered.body.includes('NOT_FOUND'))
    problems.push(`the request in flight was not answered in full: ${answered.status} ${answered.body.slice(0, 200)}`)
  if (answered.connection !== 'close')
    problems.push(`its answer kept the connection (${answered.connection || 'no header'})`)
  const statuses = await Promise.all(pages)
  if (statuses.some((status) => status !== 200)) problems.push(`page loads in flight: ${statuses.join(', ')}`)

  const code = await Promise.race([exit, pause(drainMs + 20_000).then(() => 'still running')])
  idle.destroy()
  if (code !== 0) problems.push(`exit after SIGTERM: ${String(code)}`)
  if (!site.log().includes('Stopped: every request answered')) problems.push('the log does not say it stopped cleanly')
  console.info(`[graceful stop] exited ${String(code)} ${((Date.now() - started) / 1000).toFixed(1)} s after SIGTERM`)
  return problems
}
