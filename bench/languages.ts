// What the artist's words in every language cost: the demo studio of the last release before
// content became translatable beside today's, built and measured in the same run:
//   npm run bench:languages     (BEFORE_REF names the earlier release, ROUNDS the rounds, 5)
// For each: the database the demo seeds (bytes on disk), the time of a page's first render after
// everything cached was dropped (every page and datum, as a save in another process drops them),
// and after the artist saved one painting (its place in the shop, which every language shows),
// and the server's resident memory after the rounds.
import { execFileSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { saveResults } from './results'
import { startServer, type RunningServer } from './server'

/** The commit before the shop's words became translatable (e0680d5, migration content_languages). */
const BEFORE_REF = process.env.BEFORE_REF || 'e0680d5^'
const ROUNDS = Number(process.env.ROUNDS || 5)
const SECRET = 'bench-languages-secret-of-forty-characters'
const PAGE_TAGS = ['site', 'groups', 'content', 'shop']
const PAGES = [
  '/',
  '/shop',
  '/product/cottesloe-morning',
  '/blog',
  '/about',
  '/de',
  '/de/shop',
  '/de/product/cottesloe-morning',
  '/ja/about',
  '/ar',
]

type Side = { name: 'before' | 'today'; dir: string; dataDir: string; port: number }

/** The earlier release's files, installed and built beside this checkout (kept for the next run). */
function checkoutOf(ref: string): string {
  const sha = execFileSync('git', ['rev-parse', ref]).toString().trim()
  const dir = path.resolve(`bench/.before-${sha.slice(0, 10)}`)
  if (existsSync(path.join(dir, 'dist/server.mjs'))) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  execFileSync('bash', ['-c', `git archive ${sha} | tar -x -C ${JSON.stringify(dir)}`], { stdio: 'inherit' })
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
  execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: dir, stdio: 'inherit' })
  return dir
}

const ADMIN = { email: 'bench@atelier.test', password: 'bench-Watercolour-2026' }

const env = (side: Side) => ({
  DATA_DIR: side.dataDir,
  PAYLOAD_SECRET: SECRET,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
})

/** Migrates and seeds a fresh database with the side's own code, and measures it on disk. */
function seed(side: Side): number {
  execFileSync('npx', ['tsx', 'scripts/prepare-database.ts'], {
    cwd: side.dir,
    stdio: 'inherit',
    env: { ...process.env, ...env(side) },
  })
  return readdirSync(side.dataDir)
    .filter((file) => file.startsWith('atelier.db'))
    .reduce((sum, file) => sum + statSync(path.join(side.dataDir, file)).size, 0)
}

/** The token the site's own process shows to drop cached pages (src/lib/revalidation.ts). */
const token = createHmac('sha256', SECRET).update('revalidate').digest('hex')

/** Drops every cached page and datum, as a save from another process does. */
async function dropEverything(server: RunningServer) {
  const response = await fetch(`${server.url}/internal/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-atelier-revalidate': token },
    body: JSON.stringify({ tags: PAGE_TAGS, origin: 'bench' }),
  })
  if (!response.ok) throw new Error(`revalidate answered ${response.status}`)
}

/** One render of `page` after everything was dropped, in milliseconds. */
async function firstRender(server: RunningServer, page: string): Promise<number> {
  await dropEverything(server)
  const started = performance.now()
  const response = await fetch(server.url + page)
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${page} answered ${response.status}`)
  const cache = response.headers.get('x-nextjs-cache')
  if (cache && cache !== 'MISS') throw new Error(`${page} was not rendered again (${cache})`)
  return ms
}

/** The artist signed in to the back-office's API, saving one painting's place in the shop. */
async function studioOf(server: RunningServer) {
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  const found = await fetch(`${server.url}/api/products?where[slug][equals]=cottesloe-morning&depth=0`, { headers })
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  let order = 0
  return async () => {
    const saved = await fetch(`${server.url}/api/products/${id}?depth=0`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ sort_order: (order = 1 - order) }),
    })
    if (!saved.ok) throw new Error(`the save answered ${saved.status}`)
  }
}

/**
 * One render of `page` after the artist saved a painting, in milliseconds. The pages are dropped
 * once the save has committed, a moment after it answers: the first answer not from the cache is
 * the one timed; null for a page the save leaves cached.
 */
async function renderAfterSave(server: RunningServer, save: () => Promise<void>, page: string): Promise<number | null> {
  await save()
  for (let attempt = 0; attempt < 100; attempt++) {
    const started = performance.now()
    const response = await fetch(server.url + page)
    await response.arrayBuffer()
    const ms = performance.now() - started
    if (response.headers.get('x-nextjs-cache') !== 'HIT') return ms
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  // A page that does not show the shop (an about page) stays cached: the save changed nothing on it.
  return null
}

/**
 * What a step leaves to do is done before the next is timed: the whole catalogue read again after
 * a drop (in the background, between answers), and the second drop of a save's pages (2 s after it).
 */
const AFTER_DROP_MS = 1_000
const AFTER_SAVE_MS = 2_500
const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
const round2 = (n: number) => Math.round(n * 100) / 100

async function main() {
  execFileSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
  const sides: Side[] = [
    {
      name: 'before',
      dir: checkoutOf(BEFORE_REF),
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'atelier-before-')),
      port: 3320,
    },
    { name: 'today', dir: process.cwd(), dataDir: mkdtempSync(path.join(os.tmpdir(), 'atelier-today-')), port: 3321 },
  ]
  const loadAtStart = os.loadavg()
  const databaseBytes = Object.fromEntries(sides.map((side) => [side.name, seed(side)]))
  const servers = new Map<string, RunningServer>()
  try {
    for (const side of sides) {
      servers.set(
        side.name,
        await startServer({ port: side.port, dataDir: side.dataDir, cwd: side.dir, env: env(side) }),
      )
    }
    const memoryAtStart = Object.fromEntries(
      sides.map((side) => [side.name, rssMb(servers.get(side.name)!.process.pid!)]),
    )
    // A first pass renders every page once on each side: the code is loaded, the caches made.
    for (const page of PAGES) for (const side of sides) await firstRender(servers.get(side.name)!, page)
    const saves = new Map<string, () => Promise<void>>()
    for (const side of sides) saves.set(side.name, await studioOf(servers.get(side.name)!))
    const times = new Map<string, Record<string, number[]>>()
    for (const page of PAGES)
      for (const after of ['drop', 'save']) times.set(`${after} ${page}`, { before: [], today: [] })
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which side goes first, so the machine's drift falls on both.
      const order = round % 2 ? [...sides].reverse() : sides
      for (const page of PAGES) {
        for (const side of order) {
          const server = servers.get(side.name)!
          times.get(`drop ${page}`)![side.name].push(await firstRender(server, page))
          await quiet(AFTER_DROP_MS)
          const afterSave = await renderAfterSave(server, saves.get(side.name)!, page)
          if (afterSave !== null) times.get(`save ${page}`)![side.name].push(afterSave)
          await quiet(AFTER_SAVE_MS)
        }
      }
    }
    const memoryAfter = Object.fromEntries(
      sides.map((side) => [side.name, rssMb(servers.get(side.name)!.process.pid!)]),
    )
    const renders = [...times]
      .filter(([, { before, today }]) => before.length && today.length)
      .map(([what, { before, today }]) => ({
        after: what.split(' ')[0],
        page: what.split(' ')[1],
        before_ms: round2(median(before)),
        today_ms: round2(median(today)),
        ratio: round2(median(today) / median(before)),
      }))
    const figures = {
      before_ref: BEFORE_REF,
      rounds: ROUNDS,
      cores: os.cpus().length,
      load_at_start: loadAtStart.map(round2),
      load_at_end: os.loadavg().map(round2),
      database_bytes: databaseBytes,
      memory_mb_at_start: memoryAtStart,
      memory_mb_after_rounds: memoryAfter,
      renders,
      worst_render_ratio: Math.max(...renders.map((r) => r.ratio)),
    }
    console.table(renders)
    console.log(JSON.stringify({ ...figures, renders: undefined }, null, 2))
    saveResults('languages', figures)
  } finally {
    for (const server of servers.values()) await server.stop()
    for (const side of sides) rmSync(side.dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
