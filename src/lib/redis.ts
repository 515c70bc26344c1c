import { createClient } from 'redis'

import { env } from '@/lib/env'

export type Redis = ReturnType<typeof createClient>

/** The address without its password, for messages. */
export const redactedRedisUrl = (url: string) => url.replace(/\/\/([^@/]*)@/, '//***@')

// One connection per address and process, shared through globalThis (the server and the API may
// load separate copies of this module).
const slot = ((globalThis as Record<symbol, unknown>)[Symbol.for('atelier.redis')] ??= {
  clients: new Map(),
  down: new Set(),
}) as { clients: Map<string, Promise<Redis>>; down: Set<string> }

/**
 * The process's Redis connection (`REDIS_URL`), made on first use; it reconnects by itself after
 * an outage. An outage is logged once when it begins and once when it ends, not per request.
 */
export function redis(url = env.redisUrl): Promise<Redis> {
  if (!url) throw new Error('REDIS_URL is not set')
  const known = slot.clients.get(url)
  if (known) return known
  const made = (async () => {
    const client = createClient({
      url,
      socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
      // A command during an outage fails at once instead of waiting for the connection to come back.
      disableOfflineQueue: true,
    })
    client.on('error', (error: Error) => {
      if (slot.down.has(url)) return
      slot.down.add(url)
      console.error(`Redis (${redactedRedisUrl(url)}) does not answer: ${error.message}`)
    })
    client.on('ready', () => {
      if (slot.down.delete(url)) console.info(`Redis (${redactedRedisUrl(url)}) answers again`)
    })
    // Closed on purpose (a stop, a test's end): the next use makes a new connection.
    client.on('end', () => {
      if (slot.clients.get(url) === made) slot.clients.delete(url)
    })
    await client.connect()
    return client
  })()
  slot.clients.set(url, made)
  return made
}

/**
 * At start: an instance set up with Redis refuses to start without it, naming the setting,
 * rather than serve with limits it cannot keep.
 */
export async function checkRedis(url = env.redisUrl): Promise<void> {
  if (!url) return
  try {
    const client = await answerWithin(redis(url), 5_000)
    await client.ping()
  } catch (error) {
    throw new Error(
      `REDIS_URL ${redactedRedisUrl(url)} cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * A Redis call's answer, or a rejection once `ms` have passed: while Redis is away, a connection
 * being made waits for it to come back.
 */
export async function answerWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}
