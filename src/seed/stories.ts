import type { Payload } from 'payload'

import { deriveWatercolour } from '@/seed/artwork'
import { ensureGroup, ensurePaintings } from '@/seed/content-collections'
import { makeEpisodeAudio } from '@/seed/episode-audio'
import { ensureMedia } from '@/seed/media'
import { articleGroups, seedArticles, seedChannel, seedEpisodes, seedPosts } from '@/seed/stories-content'
import { type MadeStories, seedStoryTranslations } from '@/seed/story-translations'
import { readOriginal } from '@/media/storage'
import { richTextFromHtml } from '@/content/rich-text/rich-text-from-html'
import type { Media } from '@/payload-types'

const isEmpty = async (
  payload: Payload,
  collection: 'articles' | 'podcast-channels' | 'podcast-episodes' | 'microblog-posts',
) => (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('')

/** The shop's products by slug, for the works a story names. */
async function productIds(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'products',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true },
  })
  return new Map(docs.map((p) => [p.slug, p.id]))
}

/**
 * The demo blog (6 articles in 3 groups), podcast (one channel, 14 episodes with sound made here)
 * and feed (20 posts with tags), each filled once: whatever the artist has is left as it is.
 */
export async function seedStories(payload: Payload): Promise<void> {
  const images = await ensurePaintings(payload)
  const products = await productIds(payload)
  const works = (slugs: string[] = []) => slugs.flatMap((s) => (products.has(s) ? [products.get(s) as number] : []))
  const made: MadeStories = []
  const blogGroups = await seedBlog(payload, images, works)
  if (blogGroups) made.push({ table: 'articles' }, { table: 'groups', ids: blogGroups })
  if (await seedPodcast(payload, images, works)) made.push({ table: 'podcast_episodes' })
  if (await seedFeed(payload, images, works)) made.push({ table: 'microblog_posts' })
  // What the demo wrote just now, in every language; what the artist wrote is hers to translate.
  await seedStoryTranslations(payload, made)
}

/** The demo blog, when there is none yet: the ids of its groups, or null. */
async function seedBlog(payload: Payload, images: Media[], works: (slugs?: string[]) => number[]) {
  if (!(await isEmpty(payload, 'articles'))) return null
  const groups = new Map<string, number>()
  for (const g of articleGroups) groups.set(g.slug, (await ensureGroup(payload, 'article', g.slug, g.name)).id)
  for (const article of seedArticles)
    await payload.create({
      collection: 'articles',
      data: {
        name: article.name,
        slug: article.slug,
        author: 'Isla Moreton',
        blurb: article.blurb,
        image: images[article.image].id,
        content: html(article.paragraphs),
        groups: article.groups.map((g) => groups.get(g) as number),
        artworks: works(article.artworks),
        publish_time: article.publish,
        _status: 'published',
      },
      overrideAccess: true,
    })
  return [...groups.values()]
}

/** The demo podcast's episodes, when there are none yet: whether they were made. */
async function seedPodcast(payload: Payload, images: Media[], works: (slugs?: string[]) => number[]) {
  let channel = (await payload.find({ collection: 'podcast-channels', limit: 1, depth: 0, overrideAccess: true }))
    .docs[0]
  if (!channel) {
    const cover = await ensureMedia(
      payload,
      {
        name: 'wet-edges-cover.jpg',
        mimetype: 'image/jpeg',
        paint: async () => {
          const base = images[2].filename ? await readOriginal(images[2].filename) : null
          if (!base) throw new Error('The seed painting for the podcast cover is missing.')
          return deriveWatercolour(base, { seed: 4242, width: 1400, height: 1400 })
        },
      },
      { alt: 'Wet Edges podcast cover: a blue and violet watercolour wash' },
    )
    channel = await payload.create({
      collection: 'podcast-channels',
      data: {
        ...seedChannel,
        cover_art: cover.id,
        owner_email: 'studio@atelier.test',
        category: 'arts_visual_arts',
        language: 'en-AU',
        explicit: false,
      },
      overrideAccess: true,
    })
  }
  if (!(await isEmpty(payload, 'podcast-episodes'))) return false
  for (const [i, episode] of seedEpisodes.entries()) {
    const bytes = makeEpisodeAudio(i + 1, episode.seconds)
    const audio = await payload.create({
      collection: 'podcast-audio',
      data: {},
      file: { data: bytes, mimetype: 'audio/mpeg', name: `${episode.url}.mp3`, size: bytes.length },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'podcast-episodes',
      data: {
        channel: channel.id,
        name: episode.name,
        url: episode.url,
        season: episode.season,
        episode: episode.episode,
        description: html(episode.notes),
        audio: audio.id,
        artworks: works(episode.artworks),
        display_start_time: episode.date,
        _status: 'published',
      },
      overrideAccess: true,
    })
  }
  return true
}

/** The demo feed, when there is none yet: whether it was made. */
async function seedFeed(payload: Payload, images: Media[], works: (slugs?: string[]) => number[]) {
  if (!(await isEmpty(payload, 'microblog-posts'))) return false
  const video = await payload.create({
    collection: 'videos',
    data: {
      name: 'Sky wash, start to finish',
      slug: 'sky-wash-start-to-finish',
      platform: 'youtube',
      video_id: 'aqz-KE-bpKQ',
      slate: 'Sky wash, start to finish',
      slate_image: images[0].id,
    },
    overrideAccess: true,
  })
  for (const post of seedPosts)
    await payload.create({
      collection: 'microblog-posts',
      data: {
        content_rich: await richTextFromHtml(payload, `<p>${post.text}</p>`),
        tags: post.tags,
        published_at: post.date,
        ...(post.image !== undefined ? { image: images[post.image].id } : {}),
        ...(post.video ? { video: video.id } : {}),
        ...(post.link ? { link: post.link, link_text: post.link_text } : {}),
        artworks: works(post.artworks),
        _status: 'published',
      },
      overrideAccess: true,
    })
  return true
}
