import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import { afterCommit } from '@/lib/after-commit'
import { broadcastInvalidation, type Invalidation } from '@/lib/cache-broadcast'
import type { Locale } from '@/i18n/locales'
import { ANY_LANGUAGE, baseTag, EVERY_TAG, isPageTag, languageTag, SETTLE_MS } from '@/lib/cache-tags'
import { port } from '@/lib/env'
import { invalidateTag } from '@/lib/memo-cache'
import { loadSecret } from '@/lib/secret'

/** The header carrying proof that a revalidation request comes from this site's own process. */
export const REVALIDATE_HEADER = 'x-atelier-revalidate'

let token: string | undefined

/** Derived from the site's secret once per process: every save and every revalidation checks it. */
export const revalidationToken = () => (token ??= createHmac('sha256', loadSecret()).update('revalidate').digest('hex'))

/**
 * Names this process in its own revalidation requests: the route then leaves the in-process cache
 * alone, which `revalidateTags` has already dropped, with what changed (see `invalidateTag`).
 * On globalThis, so Next's bundled route and the server's own copy of this module agree.
 */
export const processOrigin = (): string =>
  ((globalThis as Record<symbol, unknown>)[Symbol.for('atelier.process-origin')] ??= randomUUID()) as string

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Whether a request's token header is this process's token. Both sides are hashed first, so the
 * comparison takes the same time and never fails on a header of another length or with bytes
 * outside ASCII (which made the plain comparison throw, and the route answer 500).
 */
export function isRevalidationToken(value: string | null): boolean {
  return value !== null && timingSafeEqual(digest(value), digest(revalidationToken()))
}

/**
 * The one way cached data is dropped. Drops what is cached under these tags, in this process and
 * in Next's page cache, and tells the other instances to do the same (src/lib/cache-broadcast.ts).
 * Next only lets its own request handlers revalidate, so the page cache is reached through a
 * loopback request to /internal/revalidate; where no server is running (tests, scripts) that part
 * is skipped. Called from a change hook with its request, it waits until the change has
 * committed. `changed` names the records the change touched, for the in-process readers that
 * update record by record; `language`, the one language whose pages the change touched, when it
 * touched only that language's texts (see onlyLanguageChanged).
 */
export function revalidateTags(
  tags: string[],
  req?: Pick<PayloadRequest, 'transactionID'>,
  changed: string[] | null = null,
  language: Locale | null = null,
): Promise<void> {
  const dropped = language ? tags.flatMap((tag) => inLanguage(tag, language)) : tags
  return afterCommit(req, async () => {
    await dropHere({ tags: dropped, changed, pages: true })
    await broadcastInvalidation({ tags: dropped, changed, pages: true, origin: processOrigin() })
  })
}

/**
 * A page tag narrowed to the pages of `language` and to those of no language (see languageTag);
 * the data read in memory holds every language and is dropped by the tag itself (see dropHere).
 */
const inLanguage = (tag: string, language: Locale) =>
  isPageTag(tag) ? [languageTag(tag, language), languageTag(tag, ANY_LANGUAGE)] : [tag]

/** The same for data no page shows (the checkout's rules and settings): only the in-process caches. */
export function forgetTags(tags: string[], req?: Pick<PayloadRequest, 'transactionID'>): Promise<void> {
  return afterCommit(req, async () => {
    await dropHere({ tags, changed: null, pages: false })
    await broadcastInvalidation({ tags, changed: null, pages: false, origin: processOrigin() })
  })
}

/** Another instance's invalidation, applied in this one. */
export const applyInvalidation = (message: Pick<Invalidation, 'tags' | 'changed' | 'pages'>) => dropHere(message)

/** After this instance missed what others said (Redis was away): everything may have changed. */
export const forgetEverything = () => dropHere({ tags: [...EVERY_TAG], changed: null, pages: true })

async function dropHere({ tags, changed, pages }: Pick<Invalidation, 'tags' | 'changed' | 'pages'>): Promise<void> {
  for (const tag of new Set(tags.map(baseTag))) invalidateTag(tag, changed)
  const pageTags = tags.filter(isPageTag)
  if (!pages || !pageTags.length) return
  await dropPages(pageTags)
  // A page render that began before the commit (a prefetch, say) stores its page after this
  // drop, and Next would keep serving it: drop the pages once more when such renders are done.
  setTimeout(() => void dropPages(pageTags), SETTLE_MS).unref()
}

async function dropPages(tags: string[]): Promise<void> {
  try {
    await fetch(`http://127.0.0.1:${port}/internal/revalidate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [REVALIDATE_HEADER]: revalidationToken() },
      body: JSON.stringify({ tags, origin: processOrigin() }),
      signal: AbortSignal.timeout(3000),
    })
  } catch {
    // No server listening: nothing has cached pages to drop.
  }
}
