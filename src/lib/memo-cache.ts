/**
 * A small in-process cache of computed values, dropped by tag when content changes.
 * It lives on globalThis so that the API server and Next's bundled pages, which load
 * their own copies of this module, read and invalidate the same entries.
 */
type Entry = { value: Promise<unknown>; tags: string[] }

const shared = globalThis as Record<symbol, unknown>
const store = (shared[Symbol.for('atelier.memo-cache')] ??= new Map<string, Entry>()) as Map<string, Entry>
const generations = (shared[Symbol.for('atelier.memo-generations')] ??= new Map<string, number>()) as Map<
  string,
  number
>

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

export function invalidateTag(tag: string): void {
  generations.set(tag, (generations.get(tag) ?? 0) + 1)
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

export function clearMemoCache(): void {
  store.clear()
}
