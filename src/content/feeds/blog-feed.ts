import { stat } from 'node:fs/promises'
import { Feed } from 'feed'
import type { Payload } from 'payload'

import { allArticles } from '@/content/blog/articles'
import { getSiteSettings } from '@/content/site-data'
import { CONTENT_TAG, GROUPS_TAG, SITE_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import { findSourceImage } from '@/media/find-source'
import type { Image } from '@/media/image'
import { ensureRendition } from '@/media/rendition'

/**
 * An article's picture as its feed item's enclosure: the JPEG rendition's address, its type and
 * its size in bytes (RSS asks for the length; readers use it to show or fetch the file). None
 * when the stored picture is gone.
 */
async function pictureEnclosure(payload: Payload, image: Image, siteUrl: string) {
  const source = await findSourceImage(payload, image.hash)
  if (!source) return null
  const file = await ensureRendition(source, { hash: image.hash, aspect: image.aspect, width: image.width, ext: 'jpg' })
  return { url: `${siteUrl}${image.url}`, type: 'image/jpeg', length: (await stat(file)).size }
}

/** How many of the newest articles the feed carries. */
const FEED_ITEMS = 50

/** The blog as RSS 2.0 and Atom, with each article's whole text; made once per change of content. */
export function blogFeeds(payload: Payload, siteUrl: string): Promise<{ rss: string; atom: string }> {
  return memo('feeds:blog', [CONTENT_TAG, GROUPS_TAG, SITE_TAG], async () => {
    const [articles, settings] = await Promise.all([allArticles(payload), getSiteSettings(payload)])
    const shown = articles.slice(0, FEED_ITEMS)
    const studio = settings.organisation_name || settings.name
    const feed = new Feed({
      id: `${siteUrl}/blog`,
      link: `${siteUrl}/blog`,
      title: `${settings.name}: Blog`,
      description: settings.meta_description || undefined,
      language: 'en-AU',
      generator: false,
      copyright: `© ${studio}`,
      updated: shown[0] ? new Date(shown[0].updated_at) : new Date(0),
      feedLinks: { rss: `${siteUrl}/blog/rss.xml`, atom: `${siteUrl}/blog/atom.xml` },
      ...(settings.organisation_logo ? { image: `${siteUrl}${settings.organisation_logo.url}` } : {}),
      author: { name: studio, ...(settings.organisation_email ? { email: settings.organisation_email } : {}) },
    })
    const pictures = await Promise.all(
      shown.map((article) => (article.image ? pictureEnclosure(payload, article.image, siteUrl) : null)),
    )
    for (const [index, article] of shown.entries()) {
      const link = `${siteUrl}${article.url}`
      const picture = pictures[index]
      feed.addItem({
        title: article.name,
        id: link,
        link,
        description: article.blurb || undefined,
        content: absoluteAddresses(article.content, siteUrl),
        author: [{ name: article.author }],
        date: new Date(article.publish_time),
        published: new Date(article.publish_time),
        category: article.groups.map((g) => ({ name: g.name })),
        ...(picture ? { image: picture } : {}),
      })
    }
    return { rss: feed.rss2(), atom: feed.atom1() }
  })
}

/** Feed readers show the text away from the site: its own links and pictures need the full address. */
export function absoluteAddresses(html: string, siteUrl: string): string {
  return html
    .replace(/\b(href|src|srcset)="\/(?!\/)/g, `$1="${siteUrl}/`)
    .replace(/(,\s*)\/(?=assets\/)/g, `$1${siteUrl}/`)
}
