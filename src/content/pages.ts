import type { Payload } from 'payload'

import { withEnglishMarked } from '@/content/widget-language'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { CONTENT_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import { HOME_SLUG } from '@/lib/site-address'
import type { Page } from '@/payload-types'

/**
 * A published page by slug, with its images, its words in `locale` (English where she has not
 * translated them, each widget naming those in `in_english`); null when there is none.
 */
export function getPublishedPage(
  payload: Payload,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Page | null> {
  return memo(`page:${slug}:${locale}`, [CONTENT_TAG], async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      locale,
      depth: 2,
      limit: 1,
      pagination: false,
    })
    return docs[0] ? withEnglishMarked(payload, docs[0], locale) : null
  })
}

/** Where an old address now lives, if the artist moved it. */
export function findRedirect(payload: Payload, path: string): Promise<string | null> {
  return memo('redirects', [CONTENT_TAG], async () => {
    const { docs } = await payload.find({
      collection: 'redirects',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return new Map(docs.map((r) => [r.from.replace(/\/+$/, '') || '/', r.to]))
  }).then((map) => map.get(path.replace(/\/+$/, '') || '/') ?? null)
}

/** The spec's page resolution: the first segment is the slug; up to four segments are read. */
export function parsePagePath(
  segments: string[],
): { slug: string; item?: string; param2?: string; param3?: string } | null {
  if (segments.length === 0) return { slug: HOME_SLUG }
  if (segments.length > 4) return null
  const [slug, item, param2, param3] = segments.map((s) => decodeURIComponent(s))
  return { slug, item, param2, param3 }
}
