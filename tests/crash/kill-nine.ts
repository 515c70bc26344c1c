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

import { checkBooks, stockBase } from './books'
import { databaseName, recreatePostgresDatabase, withDatabaseName } from '../support/postgres-database'

import { openDatabase } from './database'
import { startMailCatcher } from './mail-catcher'
import { refundUntil, retryCallbacks, shopUntil, signIn, type Traffic } from './shop-traffic'
import { SiteProcess } from './site-process'
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
  const port = 3400 + randomInt(400)
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
  await site.start()
  console.info(`[crash ${kind}] site up with the demo shop in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const db = await openDatabase(databaseUrl, path.join(dataDir, 'atelier.db'))
  try {
    // The studio hears of orders at its own address; customers, made by the studio, shop.
    const admin = await fetch(`${site.origin}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'studio@atelier.test', password: adminPassword }),
    })
    const studio = { Authorization: `JWT ${((await admin.json()) as { token: string }).token}` }
    await fetch(`${site.origin}/api/globals/checkout-settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...studio },
      body: JSON.stringify({ orders_email: STUDIO }),
    })
    const customers: Record<string, string>[] = []
    for (let i = 0; i < CUSTOMERS; i++) {
      const email = `buyer${i}@crash.test`
      const password = `crash-buyer-${i}-${secret.slice(0, 8)}`
      const made = await fetch(`${site.origin}/api/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...studio },
        body: JSON.stringify({ email, password, roles: ['customer'], first_name: 'Buyer', last_name: String(i) }),
      })
      if (!made.ok) throw new Error(`Could not make customer ${email}: ${made.status} ${await made.text()}`)
      customers.push(await signIn({ origin: () => site.origin, skus: [], pickup: 0, theme: 0 }, email, password))
    }
    // Three originals (one buyer each, whoever is first) and prints with stock enough for everyone.
    const forSale = (order: string, limit: number) =>
      db.rows(
        `SELECT "skus"."id" FROM "skus" JOIN "products" ON "products"."id" = "skus"."product_id"
         WHERE "skus"."stock" > 0 AND "products"."_status" = 'published' ORDER BY "skus"."stock" ${order}, "skus"."id" LIMIT ${limit}`,
      )
    const skus = [...(await forSale('ASC', 3)), ...(await forSale('DESC', 9))].map((row) => Number(row.id))
    const [pickup] = await db.rows(`SELECT "id" FROM "shipping_types" WHERE "kind" = 'pickup'`)
    const [theme] = await db.rows(`SELECT "id" FROM "voucher_themes" ORDER BY "id" LIMIT 1`)
    const base = await stockBase(db.rows)
    const shop = { origin: () => site.origin, skus, pickup: Number(pickup.id), theme: Number(theme.id) }

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
    const until = Date.now() + 240_000
    let waiting = { owed: -1, orphans: -1, refunds: -1 }
    while (Date.now() < until) {
      const [owed] = await db.rows(`SELECT COUNT(*) AS "n" FROM "owed_mails" WHERE "status" = 'pending'`)
      const [orphans] = await db.rows(
        `SELECT COUNT(*) AS "n" FROM "orders" WHERE "status" = 'awaiting_payment'
         AND NOT EXISTS (SELECT 1 FROM "payments" WHERE "payments"."order_id" = "orders"."id")`,
      )
      const [refunds] = await db.rows(`SELECT COUNT(*) AS "n" FROM "order_refunds" WHERE "status" = 'pending'`)
      waiting = { owed: Number(owed.n), orphans: Number(orphans.n), refunds: Number(refunds.n) }
      if (waiting.owed === 0 && waiting.orphans === 0 && waiting.refunds === 0) break
      await pause(2_000)
    }
    const problems = [
      ...(waiting.owed ? [`${waiting.owed} mails still owed after four minutes`] : []),
      ...(waiting.orphans ? [`${waiting.orphans} orders still waiting without a payment page`] : []),
      ...(waiting.refunds ? [`${waiting.refunds} refunds still pending after four minutes`] : []),
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
