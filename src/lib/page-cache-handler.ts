import { createRequire } from 'node:module'

import { toAsciiHtml } from '@/lib/ascii-html'
import { limitsScripts, scriptPolicy } from '@/lib/script-policy'

// Next's own file-system cache is a CommonJS module; required, it arrives the same under tsx,
// Vitest and Node.
const require = createRequire(import.meta.url)
const { default: FileSystemCache } =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as typeof import('next/dist/server/lib/incremental-cache/file-system-cache')

type SetArguments = Parameters<InstanceType<typeof FileSystemCache>['set']>
type GetArguments = Parameters<InstanceType<typeof FileSystemCache>['get']>
type CachedValue = NonNullable<SetArguments[1]>
type CachedPage = Extract<CachedValue, { kind: 'APP_PAGE' }> & { html: string }

const isPage = (value: CachedValue | null | undefined): value is CachedPage =>
  value?.kind === 'APP_PAGE' && typeof value.html === 'string'

/**
 * Turns a page's HTML into ASCII and puts the policy for its inline scripts beside it, in the
 * entry itself: the hashes are of the very HTML that is sent (see script-policy.ts).
 */
function keepWithScriptPolicy(page: CachedPage): void {
  page.html = toAsciiHtml(page.html)
  page.headers = { ...page.headers, 'content-security-policy': scriptPolicy(page.html) }
}

/**
 * Next's page cache, unchanged, except that a page's HTML is stored as ASCII, with the policy for
 * its inline scripts.
 *
 * Every cached page is sent as a string: Next measures its UTF-8 length and Node encodes it on
 * each request. An ASCII string is copied as it is. One character above U+007F (a `×`, a `©`)
 * makes Node encode the page character by character, about 50 µs more per write of a 37 KB page;
 * one above U+00FF (a curly apostrophe, a `›`) makes V8 keep it in two bytes per character, and
 * measuring and encoding it then take about ten times as long again.
 */
export default class PageCacheHandler extends FileSystemCache {
  set(key: SetArguments[0], data: SetArguments[1], ctx: SetArguments[2]) {
    // Changed in place, not copied: on a page's first render (a miss, or the first request after a
    // save) Next answers with the same entry it hands to the cache, once the cache has it, so the
    // first answer carries the HTML and the policy of every later one.
    if (isPage(data)) keepWithScriptPolicy(data)
    return super.set(key, data, ctx)
  }

  async get(...args: GetArguments) {
    const entry = await super.get(...args)
    // Pages `next build` wrote itself (the not-found and error screens) never passed through set:
    // they get their policy the first time they are read, and keep it in memory from then on.
    const value = entry?.value
    if (isPage(value) && !limitsScripts(value.headers?.['content-security-policy'])) keepWithScriptPolicy(value)
    return entry
  }
}

/**
 * Makes Next use this cache in this process. Next looks for a cache class under this global
 * (hosting adapters put theirs there) before it falls back to its own; the `cacheHandler`
 * setting would instead have Next import the file again on every request.
 */
export function registerPageCacheHandler(): void {
  const key = Symbol.for('@next/cache-handlers')
  const registry = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>
  registry[key] = { ...registry[key], FetchCache: PageCacheHandler }
}
