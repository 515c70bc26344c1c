import type { Payload } from 'payload'

import { artworkIds, presentArtworks } from '@/content/artworks'
import { CONTENT_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { DomainError } from '@/lib/domain-error'
import { memo } from '@/lib/memo-cache'
import { relationId } from '@/lib/relation-id'
import type { Aspect } from '@/media/aspects'
import { toImage } from '@/media/image'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { findTranslatable, inLanguage, type Translatable } from '@/i18n/translations'
import type { Media, PodcastAudio, PodcastChannel, PodcastEpisode } from '@/payload-types'

/** The channel the site shows (spec: channel 1). */
export const SITE_CHANNEL = 1
/** Where the site's own podcast feed is. */
export const PODCAST_FEED_PATH = '/podcast/rss.xml'

export type CoverImage = { aspect: Aspect; width: number }
const COVER: CoverImage = { aspect: '1x1', width: 600 }

/** Where a sound file is served, with byte ranges (src/api/audio.ts). */
export const audioPath = (filename: string) => `/assets/audio/${encodeURIComponent(filename)}`

const listenLinkNames = [
  'amazon_url',
  'itunes_url',
  'spotify_url',
  'deezer_url',
  'tune_in_url',
  'iheart_url',
  'samsung_cast_url',
] as const

/** A channel's published episodes, newest first, with their translations. */
function publishedEpisodes(payload: Payload, channel: number): Promise<Translatable<PodcastEpisode>[]> {
  return memo(`episodes:${channel}`, [CONTENT_TAG], async () => {
    return findTranslatable(payload, {
      collection: 'podcast-episodes',
      where: { and: [{ _status: { equals: 'published' } }, { channel: { equals: channel } }] },
      sort: ['-display_start_time', '-id'],
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
  })
}

/** An episode in `locale`; `in_english` names its texts still in English. */
function presentEpisode(
  translatable: Translatable<PodcastEpisode>,
  channelCover: Media | null,
  image: CoverImage,
  locale: Locale,
) {
  const { doc: episode, english } = inLanguage(translatable, locale)
  const audio = typeof episode.audio === 'object' ? (episode.audio as PodcastAudio) : null
  const cover = typeof episode.cover_art === 'object' && episode.cover_art ? episode.cover_art : channelCover
  return {
    id: episode.id,
    channel: relationId(episode.channel) ?? SITE_CHANNEL,
    season: episode.season ?? null,
    episode: episode.episode ?? null,
    name: episode.name,
    url: episode.url,
    path: `/listen/${episode.url}`,
    description: episode.description ?? '',
    cover_art: toImage(cover, image),
    media_url: audio?.filename ? audioPath(audio.filename) : '',
    media_type: audio?.mimeType ?? 'audio/mpeg',
    media_size: audio?.filesize ?? 0,
    length: episode.length ?? audio?.duration ?? null,
    display_start_time: episode.display_start_time,
    explicit: Boolean(episode.explicit),
    updated_at: episode.updatedAt,
    in_english: english,
  }
}
export type EpisodeSummary = ReturnType<typeof presentEpisode>

async function findChannel(payload: Payload, id: number) {
  return memo(`channel:${id}`, [CONTENT_TAG], () =>
    payload.findByID({ collection: 'podcast-channels', id, depth: 1, overrideAccess: true, disableErrors: true }),
  )
}

function presentChannel(channel: PodcastChannel, episodes: EpisodeSummary[], image: CoverImage) {
  const cover = typeof channel.cover_art === 'object' ? channel.cover_art : null
  return {
    id: channel.id,
    title: channel.title,
    description: channel.description,
    author: channel.author,
    owner_email: channel.owner_email ?? '',
    category: channel.category,
    language: channel.language,
    explicit: Boolean(channel.explicit),
    cover_art: toImage(cover, image),
    ...Object.fromEntries(listenLinkNames.map((name) => [name, channel[name] ?? ''])),
    rss_url: channel.rss_url || PODCAST_FEED_PATH,
    episodes,
  } as { [K in (typeof listenLinkNames)[number]]: string } & {
    id: number
    title: string
    description: string
    author: string
    owner_email: string
    category: string
    language: string
    explicit: boolean
    cover_art: ReturnType<typeof toImage>
    rss_url: string
    episodes: EpisodeSummary[]
  }
}
export type ChannelView = ReturnType<typeof presentChannel>

/**
 * A channel with its published episodes, newest first, in `locale`; an unknown channel is refused.
 * The channel's own words are in its language (`language`, the one its feed declares).
 */
export async function getChannel(
  payload: Payload,
  id: number = SITE_CHANNEL,
  image: CoverImage = COVER,
  locale: Locale = DEFAULT_LOCALE,
) {
  const channel = await findChannel(payload, id)
  if (!channel) throw new DomainError('channel_not_found')
  const cover = typeof channel.cover_art === 'object' ? channel.cover_art : null
  const episodes = (await publishedEpisodes(payload, id)).map((e) => presentEpisode(e, cover, image, locale))
  return presentChannel(channel, episodes, image)
}

/** An episode as its page shows it in `locale` (read with its channel and sound file), with the works it names. */
export async function presentEpisodePage(
  payload: Payload,
  episode: Translatable<PodcastEpisode>,
  image: CoverImage = COVER,
  locale: Locale = DEFAULT_LOCALE,
) {
  const channel = typeof episode.channel === 'object' ? episode.channel : null
  const cover = channel && typeof channel.cover_art === 'object' ? channel.cover_art : null
  return {
    ...presentEpisode(episode, cover, image, locale),
    channel_title: channel?.title ?? '',
    artworks: await presentArtworks(payload, artworkIds(episode.artworks), locale),
  }
}

/** One published episode by its address in `locale`, with the channel's name and the shop's works it names. */
export function getEpisode(payload: Payload, url: string, image: CoverImage = COVER, locale: Locale = DEFAULT_LOCALE) {
  return memo(`episode:${url}:${image.aspect}:${image.width}:${locale}`, [CONTENT_TAG, SHOP_TAG], async () => {
    const [episode] = await findTranslatable(payload, {
      collection: 'podcast-episodes',
      where: { and: [{ _status: { equals: 'published' } }, { url: { equals: url } }] },
      depth: 2,
      limit: 1,
      overrideAccess: true,
    })
    if (!episode) throw new DomainError('episode_not_found')
    return presentEpisodePage(payload, episode, image, locale)
  })
}
export type EpisodeView = Awaited<ReturnType<typeof presentEpisodePage>>
