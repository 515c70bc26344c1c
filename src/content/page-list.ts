import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { HOME_SLUG } from '@/lib/site-address'
import type { Page } from '@/payload-types'

export const pagePath = (slug: string) => (slug === HOME_SLUG ? '/' : `/${slug}`)

export function presentPageSummary(page: Page) {
  return {
    id: page.id,
    name: page.name,
    slug: page.slug,
    url: pagePath(page.slug),
    title: page.title || page.name,
    meta_description: page.meta_description ?? '',
    updated_at: page.updatedAt,
  }
}

/** Published pages in `locale`, a page of `pageSize` at a time (`page` from 1). */
export async function listPublishedPages(payload: Payload, page: number, pageSize: number, locale: Locale) {
  const result = await payload.find({
    collection: 'pages',
    locale,
    where: { _status: { equals: 'published' } },
    sort: 'name',
    depth: 0,
    page,
    limit: pageSize,
  })
  return { data: result.docs.map(presentPageSummary), num_pages: result.totalPages }
}
