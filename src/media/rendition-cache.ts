import type { Dirent } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { env, paths } from '@/lib/env'

/**
 * Keeps the rendition cache on disk under `IMAGE_CACHE_MB`. The image route makes any width in
 * 25 px steps for every aspect and format, so a crawler walking the addresses could otherwise fill
 * the disk. When a new rendition takes the cache over its cap, the least recently used renditions
 * are deleted until it holds about 90% of the cap; a deleted one is simply made again when asked.
 *
 * "Used" is the file's modification time, set when it is written and again when it is served
 * (at most every few minutes per file, so a busy image costs no extra disk write per request);
 * on disk, the order survives a restart and holds for every process sharing the directory. Uses
 * since the last stamp are kept in memory, so this process's order is exact.
 */

const EVICT_DOWN_TO = 0.9
const STAMP_EVERY_MS = 5 * 60_000
/** A partial write this old was left by a process that stopped mid-write. */
const ABANDONED_PART_MS = 60 * 60_000
const STAT_BATCH = 256

type Use = { at: number; stamped: number }
type CachedFile = { file: string; size: number; usedAt: number }

/** The last use of each rendition this process served or made (pruned when files are deleted). */
const uses = new Map<string, Use>()
/** Bytes on disk as this process believes; null until the first write measures the directory. */
let believed: number | null = null
let measuring: Promise<number> | null = null
let evicting: Promise<void> | null = null
/** Bytes written while an eviction was counting the directory, added to its count after. */
let writtenSinceCount = 0

const limitBytes = () => env.imageCacheBytes

/** Records that a cached rendition is being served. */
export function noteRenditionUse(file: string): void {
  const now = Date.now()
  const use = uses.get(file)
  if (use) {
    use.at = now
    if (now - use.stamped < STAMP_EVERY_MS) return
    use.stamped = now
  } else {
    uses.set(file, { at: now, stamped: now })
  }
  const seconds = now / 1000
  // A rendition deleted in the meantime has nothing to stamp; it is made again when next asked.
  fs.utimes(file, seconds, seconds).catch(() => undefined)
}

/**
 * Records a rendition just written and, when the cache is now over its cap, deletes the least
 * recently used ones (never `file` itself) before answering: a crawler that makes renditions
 * faster than anyone asks for them waits for its own clean-up.
 */
export async function noteRenditionWritten(file: string, bytes: number): Promise<void> {
  const now = Date.now()
  uses.set(file, { at: now, stamped: now })
  if (evicting) writtenSinceCount += bytes
  believed = (await measured()) + bytes
  if (believed > limitBytes()) await evictFor(file)
}

async function measured(): Promise<number> {
  if (believed !== null) return believed
  measuring ??= listCache()
    .then((files) => files.reduce((sum, f) => sum + f.size, 0))
    .finally(() => (measuring = null))
  return measuring
}

function evictFor(keep: string): Promise<void> {
  evicting ??= evict(keep).finally(() => (evicting = null))
  return evicting
}

async function evict(keep: string): Promise<void> {
  writtenSinceCount = 0
  // Counted again from the disk, which other processes may share, rather than trusting `believed`.
  const files = await listCache()
  const lastUse = (f: CachedFile) => Math.max(f.usedAt, uses.get(f.file)?.at ?? 0)
  files.sort((a, b) => lastUse(a) - lastUse(b))
  let total = files.reduce((sum, f) => sum + f.size, 0)
  const target = limitBytes() * EVICT_DOWN_TO
  const onDisk = new Set(files.map((f) => f.file))
  for (const f of files) {
    if (total <= target) break
    if (f.file === keep) continue
    await fs.rm(f.file, { force: true })
    onDisk.delete(f.file)
    total -= f.size
  }
  for (const file of uses.keys()) if (!onDisk.has(file)) uses.delete(file)
  believed = total + writtenSinceCount
}

/** Every rendition in the cache with its size and last use; abandoned partial writes are removed. */
async function listCache(): Promise<CachedFile[]> {
  let entries: Dirent[]
  try {
    entries = await fs.readdir(paths.imageCache, { recursive: true, withFileTypes: true })
  } catch {
    return []
  }
  const names = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
  const files: CachedFile[] = []
  const now = Date.now()
  for (let i = 0; i < names.length; i += STAT_BATCH) {
    const stats = await Promise.all(
      names.slice(i, i + STAT_BATCH).map(async (file) => {
        const stat = await fs.stat(file).catch(() => null)
        return stat && { file, size: stat.size, usedAt: stat.mtimeMs }
      }),
    )
    for (const f of stats) {
      if (!f) continue
      if (!f.file.endsWith('.part')) files.push(f)
      else if (now - f.usedAt > ABANDONED_PART_MS) await fs.rm(f.file, { force: true })
    }
  }
  return files
}
