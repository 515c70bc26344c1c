// The cluster test: three instances of the production build on one PostgreSQL, one Redis and one
// S3-compatible store, behind HAProxy, all on loopback. A save, an upload and a rate limit reach
// every instance; one original checked out by 50 customers at once is sold once; an instance
// killed under load costs no visitor a request; and one killed (kill -9) in the middle of
// checkouts, payments and refunds leaves the others to deliver what it owed, exactly once.
//   npx tsx tests/cluster/cluster.ts
import { randomBytes, randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'

import { checkBooks, settled, stockBase } from '../crash/books'
import { openDatabase } from '../crash/database'
import { startMailCatcher } from '../crash/mail-catcher'
import { openShop } from '../crash/open-shop'
import { refundUntil, retryCallbacks, shopUntil, type Traffic } from '../crash/shop-traffic'
import { SiteProcess } from '../crash/site-process'
import { recreatePostgresDatabase } from '../support/postgres-database'

import { startBalancer } from './balancer'
import {
  killedUnderLoad,
  limitHeldAcrossInstances,
  oneOriginalSoldOnce,
  refusesMissingBucket,
  savedPageReachesEveryInstance,
  storageDown,
  uploadServedByAnother,
} from './cluster-checks'
import { startObjectStorage } from './object-storage'

const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier_cluster'
// A database of the local Redis of its own, emptied first.
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/13'
const STUDIO = 'orders@cluster.test'
const CUSTOMERS = 50
const SHOPPERS = 8
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function main() {
  const started = Date.now()
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
  await recreatePostgresDatabase(databaseUrl)
  const flush = createClient({ url: redisUrl })
  await flush.connect()
  await flush.flushDb()
  await flush.quit()
  const storage = await startObjectStorage('atelier-cluster')
  const mail = await startMailCatcher()
  const secret = randomBytes(32).toString('hex')
  const adminPassword = `cluster-${randomBytes(8).toString('hex')}`
  const base = 4000 + randomInt(400) * 5
  const balancerPort = base
  const ports = [base + 1, base + 2, base + 3]
  const dataDirs = ports.map(() => mkdtempSync(path.join(tmpdir(), 'atelier-cluster-')))
  const siteEnv = (dataDir: string) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    ...storage.settings,
    PAYLOAD_SECRET: secret,
    ADMIN_PASSWORD: adminPassword,
    SMTP_URL: mail.url,
    PAYMENTS: 'test',
    SITE_URL: `http://127.0.0.1:${balancerPort}`,
    // The balancer (and this test, speaking to an instance directly) on loopback.
    TRUST_PROXY: 'loopback',
  })
  const sites = ports.map((port, i) => new SiteProcess(port, siteEnv(dataDirs[i])))
  const db = await openDatabase(databaseUrl, '')
  let balancer: Awaited<ReturnType<typeof startBalancer>> | null = null
  const problems: string[] = []
  try {
    // The first migrates and seeds (its pictures go to the bucket); the others join it.
    await sites[0].start()
    await Promise.all(sites.slice(1).map((site) => site.start()))
    balancer = await startBalancer(balancerPort, ports)
    console.info(`[cluster] three instances and the balancer up after ${elapsed()}`)
    const { studio, customers, shop } = await openShop(balancer.origin, db.rows, {
      adminPassword,
      secret,
      studioMail: STUDIO,
      count: CUSTOMERS,
    })

    problems.push(...(await savedPageReachesEveryInstance(sites, studio)))
    const uploaded = await uploadServedByAnother(sites, studio)
    problems.push(...uploaded.problems)
    if (uploaded.rendition) problems.push(...(await storageDown(sites[1], studio, uploaded.rendition, storage)))
    const missingBucket = new SiteProcess(base + 4, { ...siteEnv(dataDirs[0]), S3_BUCKET: 'no-such-bucket' })
    problems.push(...(await refusesMissingBucket(missingBucket)))
    problems.push(...(await limitHeldAcrossInstances(sites, 'buyer49@crash.test')))
    problems.push(...(await oneOriginalSoldOnce(balancer.origin, db.rows, customers, shop)))
    problems.push(...(await killedUnderLoad(balancer.origin, sites[2])))
    // It comes back, and the balancer sends it visitors again once its readiness says so.
    await sites[2].start()
    console.info(`[cluster] the checks of sharing done after ${elapsed()}`)

    // Customers shop and the studio refunds through the balancer; one instance dies mid-way and
    // stays dead: the other two deliver what it owed.
    const stockBefore = await stockBase(db.rows)
    const traffic: Traffic = { pressedPay: new Set(), ordersPlaced: 0, vouchersBought: 0, refundsAsked: 0, failures: 0 }
    let stop = false
    const shopping = [
      ...customers.slice(0, SHOPPERS).map((auth, i) => shopUntil(shop, auth, () => stop, traffic, i)),
      refundUntil(shop, studio, db.rows, () => stop, traffic),
    ]
    await pause(4_000 + randomInt(3_000))
    await sites[1].kill()
    console.info(
      `[cluster] kill -9 of an instance after ${traffic.ordersPlaced} orders, ${traffic.vouchersBought} vouchers`,
    )
    await pause(5_000)
    stop = true
    await Promise.all(shopping)
    const answered = await retryCallbacks(shop, secret, traffic.pressedPay)
    console.info(
      `[cluster] ${traffic.ordersPlaced} orders placed, ${traffic.vouchersBought} vouchers bought, ` +
        `${traffic.pressedPay.size} payments pressed, ${traffic.refundsAsked} refunds asked, ${answered} callbacks retried, ` +
        `${traffic.failures} requests failed`,
    )
    problems.push(...(await settled(db.rows, 180_000)))
    problems.push(...(await checkBooks(db.rows, mail.caught, { kind: 'postgres', studio: STUDIO, base: stockBefore })))
    console.info(`[cluster] settled after ${elapsed()}`)
  } catch (error) {
    problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error))
  } finally {
    await Promise.all(sites.map((site) => site.stop()))
    await balancer?.close()
    await db.close()
    await mail.close()
    await storage.close()
  }
  if (problems.length) {
    console.error(
      `[cluster] FAILED after ${elapsed()}:\n  - ${problems.slice(0, 40).join('\n  - ')}\n` +
        sites.map((site, i) => `--- instance ${i + 1} ---\n${site.log()}`).join('\n') +
        `\n--- balancer ---\n${balancer?.log() ?? ''}`,
    )
    process.exitCode = 1
  } else {
    console.info(`[cluster] every check held, in ${elapsed()}`)
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
