// The cluster test: three instances of the production build on one PostgreSQL, one Redis and one
// S3-compatible store, behind HAProxy, all on loopback. A save, an upload and a rate limit reach
// every instance; one original checked out by 50 customers at once is sold once; an instance
// killed under load costs no visitor a request; and one killed (kill -9) in the middle of
// checkouts, payments and refunds leaves the others to deliver what it owed, exactly once.
//   npx tsx tests/cluster/cluster.ts
import { randomInt } from 'node:crypto'

import { checkBooks, settled, stockBase } from '../crash/books'
import { openShop } from '../crash/open-shop'
import { refundUntil, retryCallbacks, shopUntil, type Traffic } from '../crash/shop-traffic'

import {
  killedUnderLoad,
  limitHeldAcrossInstances,
  oneOriginalSoldOnce,
  refusesMissingBucket,
  renderedOnceServedByAll,
  savedPageReachesEveryInstance,
  storageDown,
  uploadServedByAnother,
} from './cluster-checks'
import { startCluster } from './start-cluster'

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
  const cluster = await startCluster({ databaseUrl, redisUrl })
  const { sites, balancer, storage, mail, db, secret, adminPassword } = cluster
  console.info(`[cluster] three instances and the balancer up after ${elapsed()}`)
  const problems: string[] = []
  try {
    const { studio, customers, shop } = await openShop(balancer.origin, db.rows, {
      adminPassword,
      secret,
      studioMail: STUDIO,
      count: CUSTOMERS,
    })

    problems.push(...(await renderedOnceServedByAll(sites, studio, redisUrl)))
    problems.push(...(await savedPageReachesEveryInstance(sites, studio)))
    const uploaded = await uploadServedByAnother(sites, studio)
    problems.push(...uploaded.problems)
    if (uploaded.rendition) problems.push(...(await storageDown(sites[1], studio, uploaded.rendition, storage)))
    problems.push(...(await refusesMissingBucket(cluster.extraSite({ S3_BUCKET: 'no-such-bucket' }))))
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
    await cluster.close(problems.length > 0)
  }
  if (problems.length) {
    console.error(
      `[cluster] FAILED after ${elapsed()}:\n  - ${problems.slice(0, 40).join('\n  - ')}\n` +
        sites.map((site, i) => `--- instance ${i + 1} ---\n${site.log()}`).join('\n') +
        `\n--- balancer ---\n${balancer.log()}`,
    )
    process.exitCode = 1
  } else {
    console.info(`[cluster] every check held, in ${elapsed()}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
