import { Hono } from 'hono'

import { blogFeeds } from '@/content/feeds/blog-feed'
import { podcastFeed } from '@/content/feeds/podcast-feed'
import { isDomainError } from '@/lib/domain-error'
import { siteUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

const xml = (body: string, type: string) =>
  new Response(body, {
    headers: {
      'Content-Type': `${type}; charset=utf-8`,
      // Feed readers poll; five minutes old is fresh enough, and a save is seen within that.
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })

/** The blog's RSS and Atom feeds and the podcast's RSS feed, made from published content. */
export const feedsApp = new Hono()
  .get('/blog/rss.xml', async () =>
    xml((await blogFeeds(await getPayloadClient(), siteUrl)).rss, 'application/rss+xml'),
  )
  .get('/blog/atom.xml', async () =>
    xml((await blogFeeds(await getPayloadClient(), siteUrl)).atom, 'application/atom+xml'),
  )
  .get('/podcast/rss.xml', async (c) => {
    try {
      return xml(await podcastFeed(await getPayloadClient(), siteUrl), 'application/rss+xml')
    } catch (error) {
      if (isDomainError(error, 'channel_not_found'))
        return c.json({ success: false, text_code: 'NOT_FOUND', message: 'There is no podcast yet.' }, 404)
      throw error
    }
  })
