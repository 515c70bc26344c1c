import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { isLocale } from '@/i18n/locales'
import { toAsciiHtml } from '@/lib/ascii-html'
import { ANY_LANGUAGE, baseTag, isPageTag, languageTag } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { limitsScripts, scriptPolicy } from '@/lib/script-policy'
import { dropShared, readShared, writeShared, type SharedEntry } from '@/lib/shared-page-cache'

// Next's own file-system cache is a CommonJS module; required, it arrives the same under tsx,
// Vitest and Node.
const require = createRequire(import.meta.url)
const { default: FileSystemCache } =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as typeof import('next/dist/server/lib/incremental-cache/file-system-cache')

type SetArguments = Parameters<InstanceType<typeof FileSystemCache>['set']>
type GetArguments = Parameters<InstanceType<typeof FileSystemCache>['get']>
type GetResult = Awaited<ReturnType<InstanceType<typeof FileSystemCache>['get']>>
type RevalidateArguments = Parameters<InstanceType<typeof FileSystemCache>['revalidateTag']>
type ContextArgument = ConstructorParameters<typeof FileSystemCache>[0]
/** Next's memory store of cached entries, shared by every instance of the class in this process. */
type MemoryStore = { get(key: string): SharedEntry | undefined; set(key: string, entry: SharedEntry): void }
const memoryStore = () => (FileSystemCache as unknown as { memoryCache?: MemoryStore }).memoryCache

/** The id of the build Next serves, read beside its server folder ("dev" without one). */
function buildIdOf(serverDistDir: string | undefined): string {
  try {
    return readFileSync(path.join(serverDistDir ?? '', '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'dev'
  }
}
type CachedValue = NonNullable<SetArguments[1]>
type CachedPage = Extract<CachedValue, { kind: 'APP_PAGE' }> & { html: string }

const isPage = (value: CachedValue | null | undefined): value is CachedPage =>
  value?.kind === 'APP_PAGE' && typeof value.html === 'string'

/** The tags header Next reads a cached page's or route's tags from when it is asked for it. */
const TAGS_HEADER = 'x-next-cache-tags'

/**
 * The language of a cached entry's address, or ANY_LANGUAGE. Next keys a page by its route and
 * address (`/route-cache/APP_PAGE/{route hash}/$/de/shop`), the address after `/$`.
 */
export function languageOfKey(key: string): string {
  const mark = key.indexOf('/$/')
  const first = (mark < 0 ? key : key.slice(mark + 2)).split('/')[1] ?? ''
  return isLocale(first) ? first : ANY_LANGUAGE
}

/**
 * Files a cached page or route also under its page tags narrowed to its language (`/de/shop` under
 * `shop@de`; the sitemap, of no language, under `shop@any`), so that a save of German texts drops
 * the German pages only (see revalidateTags).
 */
function fileUnderLanguage(key: string, value: CachedValue): void {
  if (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE') return
  const header = value.headers?.[TAGS_HEADER]
  if (typeof header !== 'string') return
  const language = languageOfKey(key)
  const tags = header.split(',')
  const narrowed = tags.filter((tag) => isPageTag(tag) && baseTag(tag) === tag).map((tag) => languageTag(tag, language))
  value.headers = { ...value.headers, [TAGS_HEADER]: [...new Set([...tags, ...narrowed])].join(',') }
}

/**
 * Turns a page's HTML into ASCII and puts the policy for its inline scripts beside it, in the
 * entry itself: the hashes are of the very HTML that is sent (see script-policy.ts).
 */
function keepWithScriptPolicy(page: CachedPage): void {
  page.html = toAsciiHtml(page.html)
  page.headers = { ...page.headers, 'content-security-policy': scriptPolicy(page.html) }
}

/**
 * Next's page cache, in this process's memory, except that a page's HTML is stored as ASCII, with
 * the policy for its inline scripts; with REDIS_URL, also shared by the instances through Redis
 * (src/lib/shared-page-cache.ts): what one renders, the others serve.
 *
 * Every cached page is sent as a string: Next measures its UTF-8 length and Node encodes it on
 * each request. An ASCII string is copied as it is. One character above U+007F (a `×`, a `©`)
 * makes Node encode the page character by character, about 50 µs more per write of a 37 KB page;
 * one above U+00FF (a curly apostrophe, a `›`) makes V8 keep it in two bytes per character, and
 * measuring and encoding it then take about ten times as long again.
 */
export default class PageCacheHandler extends FileSystemCache {
  readonly #shared: { url: string; build: string } | null

  constructor(ctx: ContextArgument) {
    super(ctx)
    this.#shared = env.redisUrl ? { url: env.redisUrl, build: buildIdOf(ctx.serverDistDir) } : null
  }

  async set(key: SetArguments[0], data: SetArguments[1], ctx: SetArguments[2]) {
    // Changed in place, not copied: on a page's first render (a miss, or the first request after a
    // save) Next answers with the same entry it hands to the cache, once the cache has it, so the
    // first answer carries the HTML and the policy of every later one.
    if (isPage(data)) keepWithScriptPolicy(data)
    if (data) fileUnderLanguage(key, data)
    await super.set(key, data, ctx)
    const stored = this.#shared && data ? memoryStore()?.get(key) : undefined
    if (this.#shared && stored) {
      const tags = isPage(data)
        ? String(data.headers?.[TAGS_HEADER] ?? '')
            .split(',')
            .filter(Boolean)
        : ((ctx as { tags?: string[] }).tags ?? [])
      // Not awaited: the visitor's answer does not wait for the other instances' copy.
      void writeShared(this.#shared.url, this.#shared.build, key, stored, tags)
    }
  }

  async get(...args: GetArguments) {
    let entry: GetResult = await super.get(...args)
    if (!entry && this.#shared) {
      // Rendered by another instance: kept in this one's memory from now on, made when it was made.
      const shared = await readShared(this.#shared.url, this.#shared.build, args[0])
      if (shared) {
        memoryStore()?.set(args[0], shared)
        entry = shared as GetResult
      }
    }
    // Pages `next build` wrote itself (the not-found and error screens) never passed through set:
    // they get their policy the first time they are read, and keep it in memory from then on.
    const value = entry?.value
    if (isPage(value) && !limitsScripts(value.headers?.['content-security-policy'])) keepWithScriptPolicy(value)
    return entry
  }

  async revalidateTag(...args: RevalidateArguments) {
    await super.revalidateTag(...args)
    const [tags] = args
    if (this.#shared) await dropShared(this.#shared.url, this.#shared.build, typeof tags === 'string' ? [tags] : tags)
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
