import type { Payload } from 'payload'

import { CONTENT_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'

import { pagePath } from './page-list'
import { HOME_SLUG } from './pages'

/** The spec's sitemap priorities: home, pages, then items and categories. */
export const SITEMAP_PRIORITY = { home: 100, page: 90, item: 80 } as const

export type SitemapEntry = {
  url: string
  lastmod: string
  model: 'product' | 'article' | 'podcast episode' | 'none'
  priority: number
  seo_title: string
  seo_meta_description: string
}

/** Entries derived from published content; items of later areas join as they arrive. */
export function getSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  return memo('sitemap', [CONTENT_TAG], async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'slug',
    })
    return docs
      .filter((page) => page.sitemap?.include !== false)
      .map((page) => ({
        url: pagePath(page.slug),
        lastmod: page.updatedAt,
        model: 'none' as const,
        priority: page.slug === HOME_SLUG ? SITEMAP_PRIORITY.home : (page.sitemap?.priority ?? SITEMAP_PRIORITY.page),
        seo_title: page.title || page.name,
        seo_meta_description: page.meta_description ?? '',
      }))
      .sort((a, b) => b.priority - a.priority || a.url.localeCompare(b.url))
  })
}
