import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'

import { openDatabase } from '../crash/database'
import { startMailCatcher } from '../crash/mail-catcher'
import { FIRST_START_MS, SiteProcess } from '../crash/site-process'
import { recreatePostgresDatabase } from '../support/postgres-database'
import { randomPorts } from '../support/ports'

import { startBalancer } from './balancer'
import { startObjectStorage } from './object-storage'

/**
 * Three instances of the production build on a new PostgreSQL database, an emptied Redis database
 * and a new S3 server, with HAProxy in front, all on loopback. The first instance migrates and
 * seeds (its pictures go to the bucket); the others join it.
 */
export async function startCluster(options: { databaseUrl: string; redisUrl: string; instances?: number }) {
  const { databaseUrl, redisUrl } = options
  await recreatePostgresDatabase(databaseUrl)
  const flush = createClient({ url: redisUrl })
  await flush.connect()
  await flush.flushDb()
  await flush.quit()
  const storage = await startObjectStorage('atelier-cluster')
  const mail = await startMailCatcher()
  const secret = randomBytes(32).toString('hex')
  const adminPassword = `cluster-${randomBytes(8).toString('hex')}`
  const instances = options.instances ?? 3
  // The balancer's port, then one per instance and one for an extra instance.
  const base = randomPorts(4000, 2000, instances + 2)
  const ports = Array.from({ length: instances }, (_, i) => base + 1 + i)
  const dataDirs: string[] = []
  const siteEnv = (overrides: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-cluster-'))
    dataDirs.push(dataDir)
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      ...storage.settings,
      PAYLOAD_SECRET: secret,
      ADMIN_PASSWORD: adminPassword,
      SMTP_URL: mail.url,
      PAYMENTS: 'test',
      SITE_URL: `http://127.0.0.1:${base}`,
      // The balancer (and the tests, speaking to an instance directly) on loopback.
      TRUST_PROXY: 'loopback',
      ...overrides,
    }
  }
  const sites = ports.map((port) => new SiteProcess(port, siteEnv()))
  const db = await openDatabase(databaseUrl, '')
  let balancer: Awaited<ReturnType<typeof startBalancer>> | null = null
  const close = async (keepData = false) => {
    await Promise.all(sites.map((site) => site.stop()))
    await balancer?.close()
    await db.close()
    await mail.close()
    await storage.close()
    if (!keepData) for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
  try {
    // Beside other tests (as in .ci/run) a first start can take a few minutes on two cores.
    await sites[0].start(FIRST_START_MS)
    await Promise.all(sites.slice(1).map((site) => site.start(FIRST_START_MS)))
    balancer = await startBalancer(base, ports)
  } catch (error) {
    await close(true)
    throw error
  }
  return {
    sites,
    balancer,
    storage,
    mail,
    db,
    secret,
    adminPassword,
    /** Another instance's process (not started), with settings changed. */
    extraSite: (overrides: Record<string, string>) => new SiteProcess(base + 1 + ports.length, siteEnv(overrides)),
    close,
  }
}
