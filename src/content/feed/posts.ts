import type { Payload } from 'payload'

import { artworkIds, presentArtworks } from '@/content/artworks'
import { presentVideo } from '@/content/collections'
import { CONTENT_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import type { Aspect } from '@/media/aspects'
import { toImage } from '@/media/image'
import type { MicroblogPost, Video } from '@/payload-types'

export type PostImage = { aspect: Aspect; width: number }

/** The spec's feed: 10 posts a page (the home page's widget asks for 3), pictures 400 wide. */
export const FEED_PAGE_SIZE = 10
export const POST_IMAGE: PostImage = { aspect: 'raw', width: 400 }

/** Every published post, newest first: one read serves every page and tag. */
function publishedPosts(payload: Payload): Promise<MicroblogPost[]> {
  return memo('posts:published', [CONTENT_TAG], async () => {
    const { docs } = await payload.find({
      collection: 'microblog-posts',
      where: { _status: { equals: 'published' } },
      sort: ['-published_at', '-id'],
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs
  })
}

async function presentPost(payload: Payload, post: MicroblogPost, image: PostImage) {
  const video = post.video && typeof post.video === 'object' ? (post.video as Video) : null
  return {
    id: post.id,
    published_at: post.published_at,
    content: post.content ?? '',
    link: post.link ?? '',
    link_text: post.link_text ?? '',
    image: toImage(post.image, image),
    video: video ? presentVideo(video, { aspect: '16x9', width: 800 }) : null,
    tags: post.tags ?? [],
    artworks: await presentArtworks(payload, artworkIds(post.artworks)),
  }
}
export type PostView = Awaited<ReturnType<typeof presentPost>>

type ListOptions = { tag?: string; page: number; pageSize: number; image: PostImage }

/**
 * One page of the feed, newest first, optionally of one tag. A tag no published post carries is
 * refused, so `/feed/{tag}` can answer not found; a page past the last is empty.
 */
export async function listPosts(payload: Payload, { tag, page, pageSize, image }: ListOptions) {
  const key = `posts:list:${tag ?? ''}:${page}:${pageSize}:${image.aspect}:${image.width}`
  const all = await publishedPosts(payload)
  const shown = tag ? all.filter((p) => p.tags?.includes(tag)) : all
  if (tag && !shown.length) return { items: [], num_pages: 0, known_tag: false }
  // Only pages that exist are kept: any page number may be asked for.
  const items = shown.slice((page - 1) * pageSize, page * pageSize)
  const present = () => Promise.all(items.map((p) => presentPost(payload, p, image)))
  return {
    items: items.length ? await memo(key, [CONTENT_TAG, SHOP_TAG], present) : [],
    num_pages: Math.ceil(shown.length / pageSize),
    known_tag: true,
  }
}
