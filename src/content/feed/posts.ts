import type { Payload } from 'payload'

import { artworkIds, presentArtworks } from '@/content/artworks'
import { presentVideo } from '@/content/collections'
import { CONTENT_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import { idsOf, relationId } from '@/lib/relation-id'
import type { Aspect } from '@/media/aspects'
import { toImage } from '@/media/image'
import { mediaById, videosById } from '@/media/read-by-id'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { findTranslatable, inLanguage, type Translatable } from '@/i18n/translations'
import type { Media, MicroblogPost, Video } from '@/payload-types'

export type PostImage = { aspect: Aspect; width: number }

/** The spec's feed: 10 posts a page (the home page's widget asks for 3), pictures 400 wide. */
export const FEED_PAGE_SIZE = 10
export const POST_IMAGE: PostImage = { aspect: 'raw', width: 400 }

/**
 * Every published post, newest first, without its pictures and videos: one read serves every page
 * and tag in every language (the posts carry their translations), and only the posts a page shows
 * have theirs read (presentPosts).
 */
function publishedPosts(payload: Payload): Promise<Translatable<MicroblogPost>[]> {
  return memo('posts:published', [CONTENT_TAG], async () => {
    return findTranslatable(payload, {
      collection: 'microblog-posts',
      where: { _status: { equals: 'published' } },
      sort: ['-published_at', '-id'],
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
  })
}

/** The shown posts with their pictures and videos, each kind read in one query. */
async function presentPosts(payload: Payload, posts: Translatable<MicroblogPost>[], image: PostImage, locale: Locale) {
  const [media, videos] = await Promise.all([
    mediaById(payload, idsOf(posts.map((p) => p.image))),
    // A video's still is a picture of its own, read with it.
    videosById(payload, idsOf(posts.map((p) => p.video))),
  ])
  return Promise.all(
    posts.map((post) =>
      presentPost(
        payload,
        post,
        media.get(relationId(post.image) ?? -1) ?? null,
        videos.get(relationId(post.video) ?? -1) ?? null,
        image,
        locale,
      ),
    ),
  )
}

/** A post in `locale`; `in_english` names its texts still in English. */
async function presentPost(
  payload: Payload,
  translatable: Translatable<MicroblogPost>,
  picture: Media | null,
  video: Video | null,
  image: PostImage,
  locale: Locale,
) {
  const { doc: post, english } = inLanguage(translatable, locale)
  return {
    id: post.id,
    published_at: post.published_at,
    content: post.content ?? '',
    link: post.link ?? '',
    link_text: post.link_text ?? '',
    image: toImage(picture, image),
    video: video ? presentVideo(video, { aspect: '16x9', width: 800 }) : null,
    tags: post.tags ?? [],
    artworks: await presentArtworks(payload, artworkIds(post.artworks), locale),
    in_english: english,
  }
}
export type PostView = Awaited<ReturnType<typeof presentPost>>

type ListOptions = { tag?: string; page: number; pageSize: number; image: PostImage; locale?: Locale }

/**
 * One page of the feed, newest first, optionally of one tag. A tag no published post carries is
 * refused, so `/feed/{tag}` can answer not found; a page past the last is empty.
 */
export async function listPosts(
  payload: Payload,
  { tag, page, pageSize, image, locale = DEFAULT_LOCALE }: ListOptions,
) {
  const key = `posts:list:${tag ?? ''}:${page}:${pageSize}:${image.aspect}:${image.width}:${locale}`
  const all = await publishedPosts(payload)
  const shown = tag ? all.filter((p) => p.tags?.includes(tag)) : all
  if (tag && !shown.length) return { items: [], num_pages: 0, known_tag: false }
  // Only pages that exist are kept: any page number may be asked for.
  const items = shown.slice((page - 1) * pageSize, page * pageSize)
  const present = () => presentPosts(payload, items, image, locale)
  return {
    items: items.length ? await memo(key, [CONTENT_TAG, SHOP_TAG], present) : [],
    num_pages: Math.ceil(shown.length / pageSize),
    known_tag: true,
  }
}
