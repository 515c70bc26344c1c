import { createRequire } from 'node:module'

import { toAsciiHtml } from '@/lib/ascii-html'
import { scriptPolicy } from '@/lib/script-policy'

// Next's own file-system cache is a CommonJS module; required, it arrives the same under tsx,
// Vitest and Node.
const require = createRequire(import.meta.url)
const { default: FileSystemCache } =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as typeof import('next/dist/server/lib/incremental-cache/file-system-cache')

type SetArguments = Parameters<InstanceType<typeof FileSystemCache>['set']>

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
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string') {
      const html = toAsciiHtml(data.html)
      // The page's scripts are known once it is rendered: their hashes travel with it, so the
      // cached page is sent with a policy that runs exactly those (see script-policy.ts).
      data = { ...data, html, headers: { ...data.headers, 'content-security-policy': scriptPolicy(html) } }
    }
    return super.set(key, data, ctx)
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
