import { getPayload } from 'payload'
import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { getSitemapEntries } from '@/content/sitemap'

import { getJson, request } from './helpers/api'

type Card = {
  slug: string
  url: string
  reading_time: number
  groups: { slug: string }[]
  publish_time: string
  image: { aspect: string; width: number } | null
}
type Post = {
  id: number
  tags: string[]
  published_at: string
  video: { platform: string; slate_image: unknown } | null
  artworks: { url: string }[]
}
type Episode = {
  url: string
  media_url: string
  media_size: number
  media_type: string
  length: number | null
  season: number | null
  episode: number | null
}

describe('GET /api/v1/cognito/article', () => {
  it('lists the published articles newest first, 9 a page, with the cards’ fields', async () => {
    const { status, body } = await getJson<{ data: Card[]; num_pages: number }>('/api/v1/cognito/article')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(6)
    expect(body.num_pages).toBe(1)
    const dates = body.data.map((a) => a.publish_time)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(body.data[0]).toMatchObject({ url: `/article/${body.data[0].slug}`, image: { aspect: '1x1', width: 600 } })
    expect(body.data.every((a) => a.reading_time >= 1)).toBe(true)
  })

  it('pages with page_size and page, and filters by group slug or id', async () => {
    const second = await getJson<{ data: Card[]; num_pages: number }>('/api/v1/cognito/article?page_size=4&page=2')
    expect(second.body).toMatchObject({ num_pages: 2 })
    expect(second.body.data).toHaveLength(2)
    const places = await getJson<{ data: Card[] }>('/api/v1/cognito/article?group=places')
    expect(places.body.data.length).toBeGreaterThan(0)
    expect(places.body.data.every((a) => a.groups.some((g) => g.slug === 'places'))).toBe(true)
    const payload = await getPayload({ config })
    const group = (await payload.find({ collection: 'groups', where: { slug: { equals: 'places' } } })).docs[0]
    const byId = await getJson<{ data: Card[] }>(`/api/v1/cognito/article?group=${group.id}`)
    expect(byId.body.data.map((a) => a.slug)).toEqual(places.body.data.map((a) => a.slug))
  })

  it('answers an unknown group with 404 and bad parameters with 400', async () => {
    expect((await getJson('/api/v1/cognito/article?group=no-such-topic')).status).toBe(404)
    for (const query of [
      'page=0',
      'page_size=0',
      'page_size=101',
      'image_aspect=2x7',
      'image_width=9000',
      'colour=red',
      'group=Bad_Group',
    ])
      expect((await getJson(`/api/v1/cognito/article?${query}`)).status, query).toBe(400)
  })

  it('gives one article by its address with its text, groups, reading time and the works it names', async () => {
    const { status, body } = await getJson<{
      name: string
      content: string
      reading_time: number
      groups: { slug: string }[]
      artworks: { url: string; price: number; in_stock: boolean }[]
      image: { aspect: string; width: number }
    }>('/api/v1/cognito/article/a-week-in-the-pilbara')
    expect(status).toBe(200)
    expect(body.content).toContain('<p>I went north in June')
    expect(body.groups.map((g) => g.slug)).toEqual(['places'])
    expect(body.artworks.map((a) => a.url)).toEqual(['/product/pilbara-red', '/product/red-dirt-road'])
    expect(body.image).toMatchObject({ aspect: '16x9', width: 1925 })
    expect(body.reading_time).toBeGreaterThanOrEqual(1)
    expect((await getJson('/api/v1/cognito/article/no-such-article')).status).toBe(404)
    expect((await getJson('/api/v1/cognito/article/Not%20A%20Slug')).status).toBe(400)
  })

  it('keeps a draft article off the list and its address', async () => {
    const payload = await getPayload({ config })
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      data: {
        name: 'Not yet',
        slug: 'not-yet-written',
        author: 'Isla Moreton',
        content: '<p>Soon.</p>',
        _status: 'draft',
      },
    })
    try {
      expect((await getJson('/api/v1/cognito/article/not-yet-written')).status).toBe(404)
      const list = await getJson<{ data: Card[] }>('/api/v1/cognito/article?page_size=100')
      expect(list.body.data.some((a) => a.slug === 'not-yet-written')).toBe(false)
    } finally {
      await payload.delete({ collection: 'articles', id: draft.id })
    }
  })

  it('counts the minutes of a long article from its words', async () => {
    const payload = await getPayload({ config })
    const words = Array.from({ length: 230 * 4 + 10 }, (_, i) => `word${i}`).join(' ')
    const article = await payload.create({
      collection: 'articles',
      data: {
        name: 'Long read',
        slug: 'a-long-read',
        author: 'Isla Moreton',
        content: `<p>${words}</p>`,
        publish_time: new Date().toISOString(),
        _status: 'published',
      },
    })
    try {
      const { body } = await getJson<{ reading_time: number }>('/api/v1/cognito/article/a-long-read')
      expect(body.reading_time).toBe(5)
    } finally {
      await payload.delete({ collection: 'articles', id: article.id })
    }
  })
})

describe('GET /api/v1/podcast/channel and /podcast/episode', () => {
  it('gives channel 1 with its listen links, feed and 14 episodes newest first', async () => {
    const { status, body } = await getJson<{
      title: string
      spotify_url: string
      deezer_url: string
      rss_url: string
      episodes: Episode[]
    }>('/api/v1/podcast/channel?id=1')
    expect(status).toBe(200)
    expect(body.title).toBe('Wet Edges')
    expect(body.spotify_url).toMatch(/^https:/)
    expect(body.deezer_url).toBe('')
    expect(body.rss_url).toBe('/podcast/rss.xml')
    expect(body.episodes).toHaveLength(14)
    expect(body.episodes[0]).toMatchObject({
      url: 'what-the-sea-taught-me',
      season: 2,
      episode: 6,
      media_type: 'audio/mpeg',
    })
    expect(
      body.episodes.every((e) => e.media_url.startsWith('/assets/audio/') && e.media_size > 0 && (e.length ?? 0) >= 20),
    ).toBe(true)
  })

  it('answers an unknown channel with 404 and a bad id with 400', async () => {
    expect((await getJson('/api/v1/podcast/channel?id=999')).status).toBe(404)
    expect((await getJson('/api/v1/podcast/channel?id=one')).status).toBe(400)
  })

  it('gives one episode by its address, and 404 for an unknown one', async () => {
    const { status, body } = await getJson<
      Episode & { channel_title: string; artworks: { url: string }[]; description: string }
    >('/api/v1/podcast/episode/painting-the-light-in-fremantle')
    expect(status).toBe(200)
    expect(body).toMatchObject({ season: 1, episode: 2, channel_title: 'Wet Edges' })
    expect(body.description).toContain('Fremantle')
    expect(body.artworks.map((a) => a.url)).toEqual(['/product/fremantle-harbour-boats'])
    expect((await getJson('/api/v1/podcast/episode/painting-the-light-in-fremantel')).status).toBe(404)
  })
})

describe('the episodes’ sound files', () => {
  const file = '/assets/audio/why-watercolour.mp3'

  it('are served whole, as MP3, saying they take byte ranges', async () => {
    const response = await request(file)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBe(Number(response.headers.get('content-length')))
    // An MP3 frame starts with eleven set bits.
    expect(bytes[0]).toBe(0xff)
    expect(bytes[1] & 0xe0).toBe(0xe0)
  })

  it('answer a range with 206 and only those bytes', async () => {
    const whole = new Uint8Array(await (await request(file)).arrayBuffer())
    const part = await request(file, { headers: { Range: 'bytes=1000-1999' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${whole.length}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.slice(1000, 2000))
    const tail = await request(file, { headers: { Range: 'bytes=-100' } })
    expect(tail.status).toBe(206)
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.slice(-100))
  })

  it('answer a range past the end with 416, and an unknown or odd name with 404', async () => {
    const size = Number((await request(file, { method: 'HEAD' })).headers.get('content-length'))
    const past = await request(file, { headers: { Range: `bytes=${size + 10}-` } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`)
    expect((await request('/assets/audio/no-such-episode.mp3')).status).toBe(404)
    expect((await request('/assets/audio/..%2Fatelier.db')).status).toBe(404)
    expect((await request('/assets/audio/why-watercolour.txt')).status).toBe(404)
  })
})

describe('GET /api/v1/microblog/post', () => {
  it('gives 10 posts a page, newest first, with their tags, pictures, video and works', async () => {
    const first = await getJson<{ items: Post[]; num_pages: number }>('/api/v1/microblog/post')
    expect(first.status).toBe(200)
    expect(first.body.items).toHaveLength(10)
    expect(first.body.num_pages).toBe(2)
    const dates = first.body.items.map((p) => p.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const second = await getJson<{ items: Post[] }>('/api/v1/microblog/post?page=2')
    const all = [...first.body.items, ...second.body.items]
    expect(new Set(all.map((p) => p.id)).size).toBe(20)
    const withVideo = all.find((p) => p.video)
    expect(withVideo?.video?.platform).toBe('youtube')
    // The video's still comes with it.
    expect(withVideo?.video?.slate_image).toMatchObject({ aspect: '16x9', width: 800 })
    expect(all.some((p) => p.artworks.some((a) => a.url === '/product/lucky-bay'))).toBe(true)
  })

  it('filters by tag; a tag no post has gives no posts', async () => {
    const prints = await getJson<{ items: Post[]; num_pages: number }>(
      '/api/v1/microblog/post?tag=prints&page_size=100',
    )
    expect(prints.body.items.length).toBe(3)
    expect(prints.body.items.every((p) => p.tags.includes('prints'))).toBe(true)
    expect(
      (await getJson<{ items: Post[]; num_pages: number }>('/api/v1/microblog/post?tag=no-such-tag')).body,
    ).toEqual({
      items: [],
      num_pages: 0,
    })
  })

  it('answers bad parameters with 400', async () => {
    for (const query of ['page=0', 'page_size=500', 'tag=Not A Tag', 'image_aspect=wide', 'extra=1'])
      expect((await getJson(`/api/v1/microblog/post?${query}`)).status, query).toBe(400)
  })
})

describe('the feeds', () => {
  const parser = new Parser({
    customFields: { feed: ['itunes:category', 'itunes:explicit', 'itunes:image', 'itunes:owner'] },
  })

  it('give the blog as RSS and Atom that a feed parser reads, with every article', async () => {
    const rss = await request('/blog/rss.xml')
    expect(rss.status).toBe(200)
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
    const feed = await parser.parseString(await rss.text())
    expect(feed.items).toHaveLength(6)
    expect(feed.items[0].link).toMatch(/\/article\/framing-a-watercolour-to-last$/)
    expect(feed.items[0]['content:encoded']).toContain('acid-free')
    // Each picture is a JPEG enclosure with its real size: fetched, the file is that long.
    for (const item of feed.items) {
      expect(item.enclosure?.type).toBe('image/jpeg')
      const length = Number(item.enclosure?.length)
      expect(length).toBeGreaterThan(0)
      const picture = await request(new URL(item.enclosure!.url).pathname)
      expect(picture.status).toBe(200)
      expect((await picture.arrayBuffer()).byteLength).toBe(length)
    }
    const atom = await parser.parseString(await (await request('/blog/atom.xml')).text())
    expect(atom.items.map((i) => i.title)).toEqual(feed.items.map((i) => i.title))
  })

  it('give the podcast as RSS with what podcast apps require', async () => {
    const response = await request('/podcast/rss.xml')
    expect(response.status).toBe(200)
    const xml = await response.text()
    const feed = await parser.parseString(xml)
    expect(feed.title).toBe('Wet Edges')
    expect(feed.itunes).toMatchObject({ explicit: 'false', author: 'Isla Moreton' })
    expect(feed.itunes?.image).toMatch(/^https?:\/\/.+\/assets\/i\/[a-f0-9]+\/1x1\/1400\.jpg$/)
    expect(feed.itunes?.categories).toContain('Arts')
    expect(xml).toMatch(/<itunes:category text="Arts">\s*<itunes:category text="Visual Arts"\/>/)
    expect(xml).toContain('<itunes:owner>')
    expect(feed.items).toHaveLength(14)
    for (const item of feed.items) {
      expect(item.enclosure?.url).toMatch(/^https?:\/\/.+\/assets\/audio\/[a-z0-9-]+\.mp3$/)
      expect(item.enclosure?.type).toBe('audio/mpeg')
      expect(Number(item.enclosure?.length)).toBeGreaterThan(0)
      // hh:mm:ss, as Apple documents it.
      const [h, m, sec] = String(item.itunes?.duration).split(':').map(Number)
      expect(h * 3600 + m * 60 + sec).toBeGreaterThanOrEqual(20)
      expect(item.guid).toMatch(/:podcast-episode:\d+$/)
    }
    // The GUID stays when an episode is renamed.
    const payload = await getPayload({ config })
    const episode = (await payload.find({ collection: 'podcast-episodes', where: { url: { equals: 'sketchbooks' } } }))
      .docs[0]
    const before = feed.items.find((i) => i.link?.endsWith('/listen/sketchbooks'))?.guid
    await payload.update({
      collection: 'podcast-episodes',
      id: episode.id,
      data: { name: 'Sketchbooks, twenty years of them' },
    })
    try {
      const after = await parser.parseString(await (await request('/podcast/rss.xml')).text())
      const renamed = after.items.find((i) => i.title === 'Sketchbooks, twenty years of them')
      expect(renamed?.guid).toBe(before)
    } finally {
      await payload.update({ collection: 'podcast-episodes', id: episode.id, data: { name: 'Sketchbooks' } })
    }
  })
})

describe('the sitemap', () => {
  it('lists the blog, its groups and articles, the podcast and its episodes, and the feed at the spec’s priorities', async () => {
    const entries = await getSitemapEntries(await getPayload({ config }))
    const byUrl = new Map(entries.map((e) => [e.url, e]))
    expect(byUrl.get('/blog')).toMatchObject({ priority: 90 })
    expect(byUrl.get('/podcast')).toMatchObject({ priority: 90 })
    expect(byUrl.get('/feed')).toMatchObject({ priority: 90 })
    expect(byUrl.get('/blog/places')).toMatchObject({ priority: 80 })
    expect(byUrl.get('/article/a-week-in-the-pilbara')).toMatchObject({ priority: 80, model: 'article' })
    expect(byUrl.get('/listen/sketchbooks')).toMatchObject({ priority: 80, model: 'podcast episode' })
    expect(entries.filter((e) => e.model === 'article')).toHaveLength(6)
    expect(entries.filter((e) => e.model === 'podcast episode')).toHaveLength(14)
  })
})
