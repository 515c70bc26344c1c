import type { Payload } from 'payload'

import { getCatalogue } from '@/commerce/catalogue'
import { CONTENT_TAG, GROUPS_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import { HOME_SLUG } from '@/lib/site-address'

import { pagePath } from '@/content/page-list'
import { latest, SITEMAP_PRIORITY, type SitemapEntry } from '@/content/sitemap-entry'
import { getStoryEntries } from '@/content/story-sitemap'

/** Entries derived from published content: pages, the shop, the blog, the podcast and the feed. */
export function getSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  return memo('sitemap', [CONTENT_TAG, SHOP_TAG, GROUPS_TAG], async () => {
    const storyEntries = await getStoryEntries(payload)
    const shop = await getCatalogue(payload)
    const categoryIds = new Set(shop.products.flatMap((p) => p.groupIds))
    const shopEntries: SitemapEntry[] = [
      ...(shop.products.length
        ? [
            {
              url: '/shop',
              lastmod: latest(shop.products.map((p) => p.updatedAt)),
              model: 'none' as const,
              priority: SITEMAP_PRIORITY.page,
              seo_title: 'Shop',
              seo_meta_description: '',
            },
          ]
        : []),
      ...[...shop.groups.values()]
        .filter((g) => categoryIds.has(g.id))
        .map((g) => ({
          url: `/shop/${g.slug}`,
          lastmod: g.updatedAt,
          model: 'none' as const,
          priority: SITEMAP_PRIORITY.item,
          seo_title: g.name,
          seo_meta_description: g.content ?? '',
        })),
      ...shop.products.map((p) => ({
        url: `/product/${p.slug}`,
        lastmod: p.updatedAt,
        model: 'product' as const,
        priority: SITEMAP_PRIORITY.item,
        seo_title: p.title || p.name,
        seo_meta_description: p.meta_description || p.blurb || '',
      })),
    ]
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
      .map((page): SitemapEntry => ({
        url: pagePath(page.slug),
        lastmod: page.updatedAt,
        model: 'none',
        priority: page.slug === HOME_SLUG ? SITEMAP_PRIORITY.home : (page.sitemap?.priority ?? SITEMAP_PRIORITY.page),
        seo_title: page.title || page.name,
        seo_meta_description: page.meta_description ?? '',
      }))
      .concat(shopEntries, storyEntries)
      .sort((a, b) => b.priority - a.priority || a.url.localeCompare(b.url))
  })
}
