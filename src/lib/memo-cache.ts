/**
 * A small in-process cache of computed values, dropped by tag when content changes.
 * It lives on globalThis so that the API server and Next's bundled pages, which load
 * their own copies of this module, read and invalidate the same entries.
 */
type Entry = { value: Promise<unknown>; tags: string[] }

const store: Map<string, Entry> = ((globalThis as Record<symbol, unknown>)[Symbol.for('atelier.memo-cache')] ??=
  new Map<string, Entry>()) as Map<string, Entry>

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
  for (const [key, entry] of store) if (entry.tags.includes(tag)) store.delete(key)
}

export function clearMemoCache(): void {
  store.clear()
}
