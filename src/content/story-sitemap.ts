import type { Payload } from 'payload'

import { allArticles } from '@/content/blog/articles'
import { listPosts } from '@/content/feed/posts'
import { getChannel, SITE_CHANNEL } from '@/content/podcast/podcast'
import { isDomainError } from '@/lib/domain-error'

import { latest, SITEMAP_PRIORITY, type SitemapEntry } from '@/content/sitemap-entry'

/** The blog, its groups and articles; the podcast and its episodes; the feed. Each section only once it has something. */
export async function getStoryEntries(payload: Payload): Promise<SitemapEntry[]> {
  const [articles, channel, feed] = await Promise.all([
    allArticles(payload),
    getChannel(payload, SITE_CHANNEL).catch((error: unknown) => {
      if (isDomainError(error, 'channel_not_found')) return null
      throw error
    }),
    listPosts(payload, { page: 1, pageSize: 1, image: { aspect: 'raw', width: 400 } }),
  ])
  const entries: SitemapEntry[] = []
  const page = (url: string, lastmod: string, seo_title: string): SitemapEntry => ({
    url,
    lastmod,
    model: 'none',
    priority: SITEMAP_PRIORITY.page,
    seo_title,
    seo_meta_description: '',
  })
  if (articles.length) {
    entries.push(page('/blog', latest(articles.map((a) => a.updated_at)), 'Blog'))
    // Each group of the articles, listed once, dated by its newest article.
    const groups = new Map<number, { group: (typeof articles)[number]['groups'][number]; lastmod: string }>()
    for (const article of articles)
      for (const group of article.groups)
        groups.set(group.id, { group, lastmod: latest([groups.get(group.id)?.lastmod ?? '', article.updated_at]) })
    for (const { group, lastmod } of groups.values())
      entries.push({ ...page(group.url, lastmod, group.name), priority: SITEMAP_PRIORITY.item })
    for (const article of articles)
      entries.push({
        url: article.url,
        lastmod: article.updated_at,
        model: 'article',
        priority: SITEMAP_PRIORITY.item,
        seo_title: article.name,
        seo_meta_description: article.blurb,
      })
  }
  if (channel) {
    entries.push(page('/podcast', latest(channel.episodes.map((e) => e.updated_at)), channel.title))
    for (const episode of channel.episodes)
      entries.push({
        url: episode.path,
        lastmod: episode.updated_at,
        model: 'podcast episode',
        priority: SITEMAP_PRIORITY.item,
        seo_title: episode.name,
        seo_meta_description: '',
      })
  }
  if (feed.items.length) entries.push(page('/feed', feed.items[0].published_at, 'Feed'))
  return entries
}
