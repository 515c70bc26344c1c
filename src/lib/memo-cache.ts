/**
 * A small in-process cache of computed values, dropped by tag when content changes.
 * It lives on globalThis so that the API server and Next's bundled pages, which load
 * their own copies of this module, read and invalidate the same entries.
 */
type Entry = { value: Promise<unknown>; tags: string[] }

/** One invalidation of a tag: which records it names, or null when it may be anything. */
type Change = { generation: number; changed: string[] | null }

const shared = globalThis as Record<symbol, unknown>
const store = (shared[Symbol.for('atelier.memo-cache')] ??= new Map<string, Entry>()) as Map<string, Entry>
const generations = (shared[Symbol.for('atelier.memo-generations')] ??= new Map<string, number>()) as Map<
  string,
  number
>
const journal = (shared[Symbol.for('atelier.memo-journal')] ??= new Map<string, Change[]>()) as Map<string, Change[]>

/** How many invalidations of a tag are remembered; a reader further behind takes them as "anything". */
const JOURNAL_LENGTH = 500

export function memo<T>(key: string, tags: string[], compute: () => Promise<T>): Promise<T> {
  const hit = store.get(key)
  if (hit) return hit.value as Promise<T>
  const value = compute()
  store.set(key, { value, tags })
  // A failed computation is not remembered: the next caller tries again.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key)
  })
  return value
}

/**
 * Drops every entry under the tag. `changed` names the records the change touched (`product:12`)
 * for a reader that can update itself record by record (the catalogue); an empty list says no
 * record changed (only what was made from such a reader is dropped); null, the default, says
 * anything may have.
 */
export function invalidateTag(tag: string, changed: string[] | null = null): void {
  const generation = (generations.get(tag) ?? 0) + 1
  generations.set(tag, generation)
  const changes = journal.get(tag) ?? []
  changes.push({ generation, changed })
  if (changes.length > JOURNAL_LENGTH) changes.splice(0, changes.length - JOURNAL_LENGTH)
  journal.set(tag, changes)
  for (const [key, entry] of store) if (entry.tags.includes(tag)) store.delete(key)
}

/**
 * Counts the invalidations of these tags. Made part of a cache key, it keeps a computation that
 * started before a save (a page render still in flight) from storing old data under the key that
 * every later reader uses.
 */
export function generationOf(tags: string[]): string {
  return tags.map((tag) => generations.get(tag) ?? 0).join('.')
}

/** The invalidation count of each tag, to be handed back to `changesSince`. */
export type TagGenerations = Record<string, number>

export function tagGenerations(tags: string[]): TagGenerations {
  return Object.fromEntries(tags.map((tag) => [tag, generations.get(tag) ?? 0]))
}

/**
 * The records named by the invalidations of these tags after `seen`, or 'all' when one of them
 * named none (or is no longer remembered).
 */
export function changesSince(seen: TagGenerations): Set<string> | 'all' {
  const changed = new Set<string>()
  for (const [tag, from] of Object.entries(seen)) {
    const now = generations.get(tag) ?? 0
    if (now === from) continue
    const changes = (journal.get(tag) ?? []).filter((c) => c.generation > from)
    if (changes.length !== now - from) return 'all'
    for (const change of changes) {
      if (!change.changed) return 'all'
      for (const key of change.changed) changed.add(key)
    }
  }
  return changed
}

export function clearMemoCache(): void {
  store.clear()
}
