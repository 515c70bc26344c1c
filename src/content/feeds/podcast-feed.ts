import type { Payload } from 'payload'
import { Podcast } from 'podcast'

import { appleCategory } from '@/content/podcast/categories'
import { getChannel, PODCAST_FEED_PATH, SITE_CHANNEL } from '@/content/podcast/podcast'
import { plainTextOfHtml } from '@/content/rich-text/plain-text'
import { getSiteSettings } from '@/content/site-data'
import { CONTENT_TAG, SITE_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'

/** Podcast apps ask for a square cover of 1400 to 3000 px. */
const APP_COVER = { aspect: '1x1', width: 1400 } as const

/**
 * The site's podcast as the RSS feed podcast apps read: Apple's tags (category, explicit, image,
 * owner, author), each episode with its sound file's length and type, duration, season and number,
 * and a GUID that stays the same whatever is renamed.
 */
export function podcastFeed(payload: Payload, siteUrl: string): Promise<string> {
  return memo('feeds:podcast', [CONTENT_TAG, SITE_TAG], async () => {
    const [channel, settings] = await Promise.all([
      getChannel(payload, SITE_CHANNEL, APP_COVER),
      getSiteSettings(payload),
    ])
    const { category, subcategory } = appleCategory(channel.category)
    const cover = channel.cover_art ? `${siteUrl}${channel.cover_art.url}` : undefined
    const feed = new Podcast({
      title: channel.title,
      description: channel.description,
      feedUrl: `${siteUrl}${PODCAST_FEED_PATH}`,
      siteUrl: `${siteUrl}/podcast`,
      imageUrl: cover,
      author: channel.author,
      copyright: `© ${settings.organisation_name || settings.name}`,
      language: channel.language,
      categories: [category],
      pubDate: channel.episodes[0] ? new Date(channel.episodes[0].display_start_time) : undefined,
      ttl: 60,
      itunesAuthor: channel.author,
      itunesSummary: channel.description,
      itunesOwner: { name: channel.author, email: channel.owner_email || settings.organisation_email || '' },
      itunesExplicit: channel.explicit,
      itunesCategory: [{ text: category, subcats: [{ text: subcategory }] }],
      itunesImage: cover,
      itunesType: 'episodic',
    })
    for (const episode of channel.episodes) {
      if (!episode.media_url) continue
      const summary = plainTextOfHtml(episode.description)
      feed.addItem({
        title: episode.name,
        description: episode.description || episode.name,
        url: `${siteUrl}${episode.path}`,
        // The episode's id in this site's podcast: stable when the name or address change.
        guid: `${new URL(siteUrl).host}:podcast-episode:${episode.id}`,
        date: new Date(episode.display_start_time),
        enclosure: { url: `${siteUrl}${episode.media_url}`, size: episode.media_size, type: episode.media_type },
        itunesAuthor: channel.author,
        itunesExplicit: episode.explicit,
        itunesSummary: summary || episode.name,
        itunesDuration: episode.length ?? undefined,
        itunesImage: episode.cover_art ? `${siteUrl}${episode.cover_art.url}` : cover,
        ...(episode.season != null ? { itunesSeason: episode.season } : {}),
        ...(episode.episode != null ? { itunesEpisode: episode.episode } : {}),
        itunesEpisodeType: 'full',
      })
    }
    return feed.buildXml()
  })
}
