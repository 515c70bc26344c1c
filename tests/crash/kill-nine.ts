// The crash test: the production build under parallel checkouts, payments, gift voucher sales and
// the studio's refunds, killed with SIGKILL three times at random moments and started again; then
// what every paid order, voucher and refund is owed must have arrived exactly once, and the books
// must balance. Last, a backup is taken while it serves, it is stopped with SIGTERM while requests
// are in flight (all answered before it exits), and the backup restored must answer the same.
//   npx tsx tests/crash/kill-nine.ts sqlite|postgres
import { randomBytes, randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { checkBooks, settled, stockBase } from './books'
import { databaseName, recreatePostgresDatabase, withDatabaseName } from '../support/postgres-database'
import { randomPorts } from '../support/ports'

import { openDatabase } from './database'
import { startMailCatcher } from './mail-catcher'
import { openShop } from './open-shop'
import { refundUntil, retryCallbacks, shopUntil, type Traffic } from './shop-traffic'
import { FIRST_START_MS, SiteProcess } from './site-process'
import { backupWhileServing, checkRestored, ordersSeen } from './backup-restore'
import { checkGracefulStop } from './graceful-stop'

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const databaseUrl =
  kind === 'postgres' ? (process.env.CRASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier_crash') : null
const KILLS = 3
const CUSTOMERS = 8
const STUDIO = 'orders@crash.test'
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** How long a stopping instance keeps taking requests while its readiness says it stops. */
const DRAIN_MS = 1_500

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), `atelier-crash-${kind}-`))
  if (databaseUrl) await recreatePostgresDatabase(databaseUrl)
  const mail = await startMailCatcher()
  const secret = randomBytes(32).toString('hex')
  const adminPassword = `crash-${randomBytes(8).toString('hex')}`
  // The site's port, and the next one for the site restored from its backup (backup-restore.ts).
  const port = randomPorts(3400, 400, 2)
  const siteEnv = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PAYLOAD_SECRET: secret,
    ADMIN_PASSWORD: adminPassword,
    SMTP_URL: mail.url,
    PAYMENTS: 'test',
    SITE_URL: `http://127.0.0.1:${port}`,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  }
  const site = new SiteProcess(port, siteEnv)
  const started = Date.now()
  // The first start migrates and seeds the demo in every language, beside the PostgreSQL suite and
  // the other crash test on two cores: as long as the cluster's first starts are given.
  await site.start(FIRST_START_MS)
  console.info(`[crash ${kind}] site up with the demo shop in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const db = await openDatabase(databaseUrl, path.join(dataDir, 'atelier.db'))
  try {
    // The studio hears of orders at its own address; customers, made by the studio, shop.
    const { studio, customers, shop } = await openShop(site.origin, db.rows, {
      adminPassword,
      secret,
      studioMail: STUDIO,
      count: CUSTOMERS,
    })
    const base = await stockBase(db.rows)

    // Customers shop while the server is killed three times, at random moments, and started again.
    const traffic: Traffic = { pressedPay: new Set(), ordersPlaced: 0, vouchersBought: 0, refundsAsked: 0, failures: 0 }
    let stop = false
    const shopping = [
      ...customers.map((auth, i) => shopUntil(shop, auth, () => stop, traffic, i)),
      refundUntil(shop, studio, db.rows, () => stop, traffic),
    ]
    for (let kill = 1; kill <= KILLS; kill++) {
      await pause(2_500 + randomInt(4_000))
      await site.kill()
      console.info(
        `[crash ${kind}] kill -9 #${kill} after ${traffic.ordersPlaced} orders, ${traffic.vouchersBought} vouchers`,
      )
      await site.start()
    }
    await pause(2_000)
    stop = true
    await Promise.all(shopping)
    const answered = await retryCallbacks(shop, secret, traffic.pressedPay)
    console.info(
      `[crash ${kind}] ${traffic.ordersPlaced} orders placed, ${traffic.vouchersBought} vouchers bought, ` +
        `${traffic.pressedPay.size} payments pressed, ${traffic.refundsAsked} refunds asked, ${answered} callbacks retried, ` +
        `${traffic.failures} requests failed`,
    )

    // The site delivers what it owes and ends what was interrupted, by itself.
    const problems = [
      ...(await settled(db.rows, 240_000)),
      ...(await checkBooks(db.rows, mail.caught, { kind, studio: STUDIO, base })),
    ]
    // Then a backup while it serves, a gentle stop (SIGTERM with requests in flight), and the
    // backup restored into an empty folder: a site started on it answers the same.
    const expected = await ordersSeen(site.origin, customers.slice(0, 3))
    const shopPage = await (await fetch(`${site.origin}/shop/prints`)).text()
    const saved = await backupWhileServing(site, siteEnv)
    problems.push(...(await checkGracefulStop(site, DRAIN_MS)))
    const restoredUrl = databaseUrl ? withDatabaseName(databaseUrl, `${databaseName(databaseUrl)}_restored`) : null
    problems.push(...(await checkRestored(saved, siteEnv, restoredUrl, customers.slice(0, 3), expected, shopPage)))
    if (problems.length) {
      const owed = await db.rows(
        `SELECT "kind", "status", "attempts", "last_error", COUNT(*) AS "n" FROM "owed_mails" GROUP BY "kind", "status", "attempts", "last_error"`,
      )
      console.error(
        `[crash ${kind}] FAILED (data kept in ${dataDir}):\n  - ${problems.slice(0, 40).join('\n  - ')}\n` +
          `--- owed mail ---\n${owed.map((row) => JSON.stringify(row)).join('\n')}\n--- site log ---\n${site.log()}`,
      )
      process.exitCode = 1
    } else {
      console.info(`[crash ${kind}] every check held`)
      rmSync(dataDir, { recursive: true, force: true })
    }
  } finally {
    await site.stop()
    await db.close()
    await mail.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
