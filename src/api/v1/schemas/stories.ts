import { z } from '@hono/zod-openapi'

import { ImageSchema } from '@/api/v1/schemas/image'
import { inEnglish } from '@/api/v1/schemas/in-english'
import { VideoSchema } from '@/api/v1/schemas/content'
import { ProductSummarySchema } from '@/api/v1/schemas/shop'

const image = ImageSchema.nullable()
const date = z.string().openapi({ description: 'ISO 8601 date and time.' })
const groupRef = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  name_lang: z.literal('en').optional().openapi({ description: 'Set when the name is still in English.' }),
})
const artworks = z.array(ProductSummarySchema).openapi({ description: 'Works from the shop the story names.' })

export const ArticleSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    author: z.string(),
    blurb: z.string(),
    image,
    publish_time: date,
    reading_time: z.number().int().openapi({ description: 'Minutes.' }),
    groups: z.array(groupRef),
    updated_at: date,
    in_english: inEnglish,
  })
  .openapi('ArticleSummary')

export const ArticleSchema = ArticleSummarySchema.extend({
  content: z.string().openapi({ description: 'Clean HTML.' }),
  rows: z.array(z.record(z.string(), z.unknown())),
  title: z.string(),
  meta_description: z.string(),
  artworks,
}).openapi('Article')

export const EpisodeSchema = z
  .object({
    id: z.number().int(),
    channel: z.number().int(),
    season: z.number().int().nullable(),
    episode: z.number().int().nullable(),
    name: z.string(),
    url: z.string(),
    path: z.string(),
    description: z.string().openapi({ description: 'Clean HTML.' }),
    cover_art: image,
    media_url: z.string().openapi({ description: 'The sound file, served with byte ranges.' }),
    media_type: z.string(),
    media_size: z.number().int(),
    length: z.number().nullable().openapi({ description: 'Seconds.' }),
    display_start_time: date,
    explicit: z.boolean(),
    updated_at: date,
    in_english: inEnglish,
  })
  .openapi('EpisodeSummary')

export const EpisodeViewSchema = EpisodeSchema.extend({ channel_title: z.string(), artworks }).openapi('Episode')

const listen = z.string().openapi({ description: 'Empty when not set.' })

export const ChannelSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    author: z.string(),
    owner_email: z.string(),
    category: z.string(),
    language: z.string(),
    explicit: z.boolean(),
    cover_art: image,
    amazon_url: listen,
    itunes_url: listen,
    spotify_url: listen,
    deezer_url: listen,
    tune_in_url: listen,
    iheart_url: listen,
    samsung_cast_url: listen,
    rss_url: z.string(),
    episodes: z.array(EpisodeSchema),
  })
  .openapi('PodcastChannel')

export const PostSchema = z
  .object({
    id: z.number().int(),
    published_at: date,
    content: z.string().openapi({ description: 'Clean HTML.' }),
    link: z.string(),
    link_text: z.string(),
    image,
    video: VideoSchema.nullable(),
    tags: z.array(z.string()),
    artworks,
    in_english: inEnglish,
  })
  .openapi('MicroblogPost')
