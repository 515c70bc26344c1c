// A crowd of anonymous visitors against the production server, and what it does to the server's
// memory: part of `npm run bench`, or alone with `npx tsx bench/crowd.ts` (CROWD_REQUESTS sets the
// total, 50,000 by default).
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'

import { startServer } from './server'
import { saveResults } from './results'

type Summary = { slug: string; image: { url: string; webp_url: string } | null }
type Phase = { requests: number; seconds: number; requestsPerSecond: number; errors: number; non2xx: number }

export type CrowdResult = {
  requests: number
  mix: string
  phases: { first: Phase; rest: Phase }
  rssMiB: { start: number; afterFirst: number; afterAll: number }
  /** Resident memory after all requests over resident memory after the first tenth. */
  ratio: number
}

const MiB = 1024 * 1024

/** The server's resident memory in bytes, from Linux's process status. */
function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no resident memory reported for process ${pid}`)
  return Number(match[1]) * 1024
}

/**
 * Resident memory once the server has had a moment to finish what the load left (sockets
 * closing, a collection under way): the middle of three readings half a second apart.
 */
async function settledResident(pid: number): Promise<number> {
  const readings: number[] = []
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    readings.push(residentBytes(pid))
  }
  return readings.sort((a, b) => a - b)[1]
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]

/**
 * What an anonymous visitor or crawler asks for, one request after another on each connection:
 * getCart without a key (most often: every first page view) or with a key the server never gave
 * out, the pages of the shop's products, and their images in the two formats the pages use.
 */
async function crowdRequests(url: string): Promise<autocannon.Request[]> {
  const list = (await (await fetch(`${url}/api/v1/sell/product?page_size=240`)).json()) as { data: Summary[] }
  const pages = list.data.map((p) => `/product/${p.slug}`)
  const images = list.data.flatMap((p) => (p.image ? [p.image.url, p.image.webp_url] : []))
  if (pages.length === 0 || images.length === 0) throw new Error('The seeded shop has no products with images.')
  const getCart = (body: () => unknown): autocannon.Request => ({
    method: 'POST',
    path: '/api/v1/sell/cart/getCart',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
  })
  const get = (paths: string[]): autocannon.Request => ({
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: pick(paths) }),
  })
  return [
    getCart(() => ({})),
    get(pages),
    get(images),
    getCart(() => ({ session: randomBytes(24).toString('base64url') })),
    get(pages),
    get(images),
    getCart(() => ({ session: null })),
    get(images),
    get(pages),
    getCart(() => ({})),
  ]
}

async function send(url: string, requests: autocannon.Request[], amount: number): Promise<Phase> {
  const result = await autocannon({ url, requests, amount, connections: 10, pipelining: 1, timeout: 30 })
  return {
    requests: result.requests.total,
    seconds: Math.round(result.duration * 10) / 10,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

/**
 * Sends `total` anonymous requests to the server at `url` (process `pid`) and compares its resident
 * memory after the first tenth with that after all of them: a server that keeps something per
 * anonymous request (a cart row, a connection, a cache entry per key) grows between the two.
 */
export async function crowdMemory(url: string, pid: number, total = 50_000): Promise<CrowdResult> {
  const requests = await crowdRequests(url)
  const start = residentBytes(pid)
  const first = await send(url, requests, Math.round(total / 10))
  const afterFirst = await settledResident(pid)
  const rest = await send(url, requests, total - Math.round(total / 10))
  const afterAll = await settledResident(pid)
  return {
    requests: total,
    mix: '4/10 getCart (no key, null, or a key never given out), 3/10 product pages, 3/10 images (jpg and webp)',
    phases: { first, rest },
    rssMiB: {
      start: Math.round(start / MiB),
      afterFirst: Math.round(afterFirst / MiB),
      afterAll: Math.round(afterAll / MiB),
    },
    ratio: Math.round((afterAll / afterFirst) * 100) / 100,
  }
}

/** Alone: a fresh database and server, the crowd, and its report in bench/results/crowd.json. */
async function main() {
  const total = Number(process.env.CROWD_REQUESTS || 50_000)
  const port = Number(process.env.BENCH_PORT || 3300)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-crowd-'))
  try {
    execFileSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
    execFileSync('tsx', ['scripts/prepare-database.ts'], {
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir },
    })
    const server = await startServer({ port, dataDir, readyPath: '/api/v1/health' })
    try {
      const crowd = await crowdMemory(server.url, server.process.pid!, total)
      const report = { crowd, target: '<= 1.10', machine: { cpus: os.cpus().length, node: process.version } }
      saveResults('crowd', report)
      console.log(JSON.stringify(report, null, 2))
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
