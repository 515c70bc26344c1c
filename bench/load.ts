import autocannon from 'autocannon'

export type LoadResult = { path: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number; bytes: number }

/** A fixed-length load from 10 connections on loopback; bounded in time, it stops by itself. */
export async function measure(url: string, path: string, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url: url + path, connections: 10, duration: seconds, pipelining: 1 })
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  }
}
