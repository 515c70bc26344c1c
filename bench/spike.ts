// A spike on cached pages: 1,000 connections at once for 30 s on `/about` and a product page, then
// the same on Next's prerendered 404 (`/_not-found`), on a fresh database and server of its own,
// first straight at the server and then through HAProxy in front of it, as it is deployed (the
// cluster test's balancer, tests/cluster/balancer.ts):
//   npm run bench:spike   (SPIKE_CONNECTIONS, SPIKE_SECONDS set the spike; after a production build)
// A request left without an answer for 10 s counts as a timeout; none may be as deployed.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

import { startBalancer } from '../tests/cluster/balancer'

import { startServer } from './server'
import { shopSubjects } from './shop-subjects'
import { saveResults } from './results'

const connections = Number(process.env.SPIKE_CONNECTIONS || 1000)
const seconds = Number(process.env.SPIKE_SECONDS || 30)
const port = Number(process.env.BENCH_PORT || 3400)
/** Seconds a request may wait for its answer before it counts as unanswered. */
const TIMEOUT = 10

async function spike(url: string, paths: string[]) {
  const result = await autocannon({
    url,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
    connections,
    duration: seconds,
    timeout: TIMEOUT,
    pipelining: 1,
  })
  return {
    paths,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    timeouts: result.timeouts,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  }
}

/** The pages' spike and the 404's, and the pages' p99 over the 404's. */
async function spikes(url: string, pages: string[]) {
  const cached = await spike(url, pages)
  const notFound = await spike(url, ['/_not-found'])
  return { cached, notFound, p99ToNotFound: Math.round((cached.p99Ms / notFound.p99Ms) * 100) / 100 }
}

async function main() {
  execFileSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-spike-'))
  try {
    execFileSync('tsx', ['scripts/prepare-database.ts'], {
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir },
    })
    const server = await startServer({ port, dataDir, readyPath: '/' })
    try {
      const { productPage } = await shopSubjects(server.url)
      const pages = ['/about', productPage]
      // Each page rendered and cached before the spike, as it is on a site that has been up a while.
      for (const p of [...pages, '/_not-found']) await fetch(server.url + p).then((r) => r.arrayBuffer())
      const loadBefore = os.loadavg()
      const alone = await spikes(server.url, pages)
      const balancer = await startBalancer(port + 1, [port])
      const deployed = await spikes(balancer.origin, pages).finally(balancer.close)
      const report = {
        machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadBefore },
        connections,
        seconds,
        timeoutSeconds: TIMEOUT,
        alone,
        behindBalancer: deployed,
        target: 'behind the balancer: no timeouts or errors; p99 beside the 404 of the same run',
      }
      saveResults('spike', report)
      console.log(JSON.stringify(report, null, 2))
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
