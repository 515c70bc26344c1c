import { answerWithin, redis } from '@/lib/redis'

/*
 * Next's cached pages and data kept in Redis beside each instance's memory (REDIS_URL), so that a
 * page one instance rendered is served by the others without rendering it again. Each entry is
 * kept as Next keeps it in memory, with the time it was made: Next itself then judges it against
 * the tags this instance knows to be revalidated. A revalidated tag also deletes its entries here,
 * for the instances that start later. Keys carry the build's id, so a new release never serves
 * the pages of the one before. Redis is only ever a second chance: when it does not answer soon,
 * the page is rendered as on a miss.
 */

/** What Next keeps per key: the value, when it was made, and (for pages) its cache lifetime. */
export type SharedEntry = { value: unknown; lastModified: number; cacheControl?: unknown }

/** An entry not read for this long is forgotten (pages are dropped by tag long before, as a rule). */
const KEEP_SECONDS = 7 * 24 * 60 * 60
/** A read slower than this is treated as a miss: rendering again is cheaper than waiting. */
const READ_WITHIN_MS = 250

const entryKey = (build: string, key: string) => `atelier:pages:${build}:entry:${key}`
const tagKey = (build: string, tag: string) => `atelier:pages:${build}:tag:${tag}`

/** JSON that keeps Next's bytes (`rscData`, segment data) and maps as they were. */
export function serializeEntry(entry: SharedEntry): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key]
    if (raw instanceof Uint8Array) return { $bytes: Buffer.from(raw).toString('base64') }
    if (raw instanceof Map) return { $map: [...raw.entries()] }
    return value
  })
}

export function parseEntry(text: string): SharedEntry {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object') {
      if ('$bytes' in value && typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64')
      if ('$map' in value && Array.isArray(value.$map)) return new Map(value.$map as [unknown, unknown][])
    }
    return value
  }) as SharedEntry
}

/** The entry another instance stored under `key`, or null (also when Redis does not answer soon). */
export async function readShared(url: string, build: string, key: string): Promise<SharedEntry | null> {
  try {
    const client = await answerWithin(redis(url), READ_WITHIN_MS)
    const text = await answerWithin(client.get(entryKey(build, key)), READ_WITHIN_MS)
    return text ? parseEntry(text) : null
  } catch {
    // The outage is logged once by the connection (src/lib/redis.ts).
    return null
  }
}

/** Stores an entry for the other instances, filed under each of its tags. */
export async function writeShared(url: string, build: string, key: string, entry: SharedEntry, tags: string[]) {
  try {
    const client = await answerWithin(redis(url), READ_WITHIN_MS)
    const write = client
      .multi()
      .set(entryKey(build, key), serializeEntry(entry), { expiration: { type: 'EX', value: KEEP_SECONDS } })
    for (const tag of tags) write.sAdd(tagKey(build, tag), key).expire(tagKey(build, tag), KEEP_SECONDS)
    await answerWithin(write.exec(), 2_000)
  } catch {
    // Not shared this time: the other instances render it themselves.
  }
}

/** Deletes every entry filed under any of `tags`. */
export async function dropShared(url: string, build: string, tags: string[]) {
  try {
    const client = await answerWithin(redis(url), 2_000)
    for (const tag of tags) {
      const keys = await client.sMembers(tagKey(build, tag))
      await client.del([tagKey(build, tag), ...keys.map((key) => entryKey(build, key))])
    }
  } catch {
    // Redis is away: when it answers again, every instance drops everything it caches
    // (src/lib/cache-broadcast.ts), and these entries with it.
  }
}
