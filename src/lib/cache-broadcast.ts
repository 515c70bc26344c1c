import { env } from '@/lib/env'
import { redis, type Redis } from '@/lib/redis'

const CHANNEL = 'atelier:invalidations'

/** What one instance tells the others when it drops cached data (src/lib/revalidation.ts). */
export type Invalidation = { tags: string[]; changed: string[] | null; pages: boolean; origin: string }

const isInvalidation = (value: unknown): value is Invalidation => {
  const v = value as Partial<Invalidation> | null
  return (
    Array.isArray(v?.tags) &&
    v.tags.every((tag) => typeof tag === 'string') &&
    (v.changed === null || (Array.isArray(v.changed) && v.changed.every((c) => typeof c === 'string'))) &&
    typeof v.pages === 'boolean' &&
    typeof v.origin === 'string'
  )
}

/**
 * Tells every other instance on the same Redis what this one dropped. Without `REDIS_URL` there
 * is no other instance. Best effort: an instance that misses it (Redis down) drops everything
 * when Redis answers again (`listenForInvalidations`).
 */
export async function broadcastInvalidation(message: Invalidation, url = env.redisUrl): Promise<void> {
  if (!url) return
  try {
    await (await redis(url)).publish(CHANNEL, JSON.stringify(message))
  } catch {
    // Logged once by the connection; the others catch up when it answers again.
  }
}

/**
 * Listens for the other instances' invalidations (its own, named by `origin`, are left out). Pub/sub
 * keeps nothing for a listener that is away, so after an outage of its connection `missed` is
 * called: everything may have changed meanwhile. Answers a function that stops listening.
 */
export async function listenForInvalidations(
  origin: string,
  onInvalidation: (message: Invalidation) => void,
  missed: () => void,
  url = env.redisUrl,
): Promise<() => Promise<void>> {
  if (!url) return async () => undefined
  const subscriber: Redis = (await redis(url)).duplicate()
  let away = false
  subscriber.on('error', () => {
    away = true
  })
  subscriber.on('ready', () => {
    if (!away) return
    away = false
    missed()
  })
  await subscriber.connect()
  await subscriber.subscribe(CHANNEL, (text) => {
    let message: unknown
    try {
      message = JSON.parse(text)
    } catch {
      return
    }
    if (isInvalidation(message) && message.origin !== origin) onInvalidation(message)
  })
  return async () => {
    await subscriber.unsubscribe(CHANNEL)
    await subscriber.quit()
  }
}
