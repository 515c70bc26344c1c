import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { recreatePostgresDatabase } from '../support/postgres-database'
import { SiteProcess } from './site-process'

const run = promisify(execFile)

/** `npm run backup` or `npm run restore`, as an operator runs it, for the site set up by `env`. */
async function command(which: 'backup' | 'restore', folder: string, env: Record<string, string>) {
  const { stdout } = await run('npx', ['tsx', 'scripts/backup.ts', which, folder], {
    env: { ...process.env, ...env, NODE_OPTIONS: '--no-deprecation' },
  })
  return stdout.trim()
}

/** What customers see of their orders: the facts a restored site must answer the same. */
export async function ordersSeen(origin: string, customers: Record<string, string>[]): Promise<string[]> {
  return Promise.all(
    customers.map(async (auth) => {
      const answer = await fetch(`${origin}/api/v1/sell/order/list`, { headers: auth })
      return `${answer.status} ${await answer.text()}`
    }),
  )
}

/** A backup taken while the site answers page loads. */
export async function backupWhileServing(site: SiteProcess, env: Record<string, string>): Promise<string> {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-backup-')), 'backup')
  const loads = Array.from({ length: 20 }, () => fetch(`${site.origin}/shop/prints`).then((r) => r.status))
  const said = await command('backup', folder, env)
  const statuses = await Promise.all(loads)
  if (statuses.some((status) => status !== 200)) throw new Error(`Page loads during the backup: ${statuses.join(', ')}`)
  console.info(`[backup] ${said}`)
  return folder
}

/**
 * The backup restored into an empty data folder (and, on PostgreSQL, a new database), a site
 * started on it: its customers, signed in as before, see the same orders, and the shop the same
 * works. Answers the problems found.
 */
export async function checkRestored(
  folder: string,
  env: Record<string, string>,
  restoredDatabaseUrl: string | null,
  customers: Record<string, string>[],
  expected: string[],
  shopPage: string,
): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-restored-'))
  if (restoredDatabaseUrl) await recreatePostgresDatabase(restoredDatabaseUrl)
  const port = Number(env.PORT) + 1
  const restoredEnv = {
    ...env,
    DATA_DIR: dataDir,
    DATABASE_URL: restoredDatabaseUrl ?? '',
    SITE_URL: `http://127.0.0.1:${port}`,
    JOBS: 'false',
  }
  console.info(`[restore] ${await command('restore', folder, restoredEnv)}`)
  const site = new SiteProcess(port, restoredEnv)
  const problems: string[] = []
  try {
    await site.start()
    const seen = await ordersSeen(site.origin, customers)
    seen.forEach((answer, i) => {
      if (answer !== expected[i])
        problems.push(`customer ${i}'s orders differ after the restore: ${answer.slice(0, 300)}`)
    })
    const page = await fetch(`${site.origin}/shop/prints`)
    const names = (html: string) =>
      [...html.matchAll(/<a[^>]*data-testid="product-card"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
    const before = names(shopPage)
    const after = names(await page.text())
    if (page.status !== 200 || before.length === 0 || before.join() !== after.join())
      problems.push(`the shop's prints differ after the restore: ${before.length} before, ${after.length} after`)
    console.info(`[restore] ${customers.length} customers' orders and ${after.length} prints as before`)
  } finally {
    await site.stop()
    if (!problems.length) rmSync(dataDir, { recursive: true, force: true })
  }
  return problems
}
