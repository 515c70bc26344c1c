// Cached pages from three instances behind HAProxy against one instance alone, on the same machine
// and in the same run (the cluster test's set-up: PostgreSQL, Redis, an S3 server):
//   npm run bench:cluster   (BENCH_SECONDS per round, 5 by default; after a production build)
// A figure, not a target: on a machine of two cores, three instances share the same two cores
// with the balancer and the load generator, so the ratio shows the balancer's cost, not scaling.
import os from 'node:os'

import { startCluster } from '../tests/cluster/start-cluster'

import { measure, type LoadResult } from './load'
import { saveResults } from './results'

const seconds = Number(process.env.BENCH_SECONDS || 5)
const ROUNDS = 3
const PATHS = ['/about', '/shop']
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const round2 = (value: number) => Math.round(value * 100) / 100

async function main() {
  const cluster = await startCluster({
    databaseUrl: process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier_bench_cluster',
    redisUrl: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/12',
  })
  try {
    const one = cluster.sites[0].origin
    const three = cluster.balancer.origin
    // Every instance renders and caches the pages before the measuring starts.
    for (const site of cluster.sites)
      for (const path of PATHS) for (let i = 0; i < 3; i++) await fetch(site.origin + path)
    const loadBefore = os.loadavg().map(round2)
    const figures = []
    for (const path of PATHS) {
      const runs: { one: LoadResult[]; three: LoadResult[] } = { one: [], three: [] }
      // Alternating rounds, so drift of the machine falls on both sides alike.
      for (let round = 0; round < ROUNDS; round++) {
        runs.one.push(await measure(one, path, seconds))
        runs.three.push(await measure(three, path, seconds))
      }
      const rate = (results: LoadResult[]) => median(results.map((r) => r.requestsPerSecond))
      const failed = [...runs.one, ...runs.three].reduce((sum, r) => sum + r.errors + r.non2xx, 0)
      figures.push({
        path,
        oneInstancePerSecond: rate(runs.one),
        threeBehindBalancerPerSecond: rate(runs.three),
        ratio: round2(rate(runs.three) / rate(runs.one)),
        p99Ms: { one: median(runs.one.map((r) => r.p99Ms)), three: median(runs.three.map((r) => r.p99Ms)) },
        failed,
      })
    }
    const report = {
      figures,
      connections: 10,
      secondsPerRound: seconds,
      rounds: ROUNDS,
      machine: { cpus: os.cpus().length, node: process.version, loadBefore, loadAfter: os.loadavg().map(round2) },
    }
    saveResults('cluster', report)
    console.info(JSON.stringify(report, null, 2))
  } finally {
    await cluster.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
