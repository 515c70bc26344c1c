import autocannon from 'autocannon'

export type LoadResult = {
  path: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
  bytes: number
}

export type Target =
  | string
  | { path: string; method: 'POST'; body: unknown }
  | { path: string; method: 'GET'; headers: Record<string, string> }

const describeTarget = (target: Target) =>
  typeof target === 'string'
    ? target
    : `${target.method} ${target.path}${'headers' in target ? ` ${JSON.stringify(target.headers)}` : ''}`

/** A fixed-length load from 10 connections on loopback; bounded in time, it stops by itself. */
export async function measure(url: string, target: Target, seconds: number): Promise<LoadResult> {
  const request =
    typeof target === 'string'
      ? { url: url + target }
      : target.method === 'GET'
        ? { url: url + target.path, headers: target.headers }
        : {
            url: url + target.path,
            method: target.method,
            body: JSON.stringify(target.body),
            headers: { 'content-type': 'application/json' },
          }
  const result = await autocannon({ ...request, connections: 10, duration: seconds, pipelining: 1 })
  return {
    path: describeTarget(target),
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * A path and its baseline measured in alternating rounds, so drift of the machine (JIT warm-up,
 * other work) falls on both alike; each side is the median of its rounds.
 */
export async function measurePair(url: string, path: Target, baseline: Target, seconds: number, rounds = 5) {
  const runs: { subject: LoadResult[]; baseline: LoadResult[] } = { subject: [], baseline: [] }
  for (let round = 0; round < rounds; round++) {
    runs.baseline.push(await measure(url, baseline, seconds))
    runs.subject.push(await measure(url, path, seconds))
  }
  const pick = (results: LoadResult[]) => {
    const rps = median(results.map((r) => r.requestsPerSecond))
    return { ...results.find((r) => r.requestsPerSecond === rps)!, rounds: results.map((r) => r.requestsPerSecond) }
  }
  return { subject: pick(runs.subject), baseline: pick(runs.baseline) }
}
