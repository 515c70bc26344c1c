import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'

import { getJson } from './helpers/api'

const seededSlugs = [
  'home',
  'about',
  'contact',
  'faq',
  'links',
  'use-my-art',
  'privacy-policy',
  'terms-and-conditions',
  'shipping-and-returns',
  'pay-now',
  'gallery',
  'newsletter',
]

describe('GET /api/v1/cognito/page', () => {
  it('lists the published pages with their addresses', async () => {
    const { status, body } = await getJson<{ data: { slug: string; url: string }[]; num_pages: number }>(
      '/api/v1/cognito/page?page_size=100&pb=1',
    )
    expect(status).toBe(200)
    expect(body.data.map((p) => p.slug)).toEqual(expect.arrayContaining(seededSlugs))
    expect(body.data.find((p) => p.slug === 'home')?.url).toBe('/')
    expect(body.num_pages).toBe(1)
  })

  it('pages through with page_size and pb', async () => {
    const first = await getJson<{ data: unknown[]; num_pages: number }>('/api/v1/cognito/page?page_size=5&pb=1')
    const third = await getJson<{ data: unknown[] }>('/api/v1/cognito/page?page_size=5&pb=3')
    expect(first.body.data).toHaveLength(5)
    expect(first.body.num_pages).toBeGreaterThanOrEqual(3)
    expect(third.body.data.length).toBeGreaterThan(0)
  })

  it('refuses a page size over 100 and unknown parameters', async () => {
    expect((await getJson('/api/v1/cognito/page?page_size=101')).status).toBe(400)
    expect((await getJson('/api/v1/cognito/page?colour=blue')).status).toBe(400)
  })

  it('answers one page with its rows, and 404 for an unknown or draft one', async () => {
    const { status, body } = await getJson<{
      slug: string
      rows: { blocks: { widgets: { blockType: string }[] }[] }[]
    }>('/api/v1/cognito/page/faq')
    expect(status).toBe(200)
    expect(body.rows[0].blocks[0].widgets[0].blockType).toBe('faq')
    expect((await getJson('/api/v1/cognito/page/no-such-page')).status).toBe(404)
    expect((await getJson('/api/v1/cognito/page/..%2Fadmin')).status).toBe(400)

    const payload = await getPayload({ config })
    await payload.create({
      collection: 'pages',
      data: { name: 'Secret', slug: 'secret-draft', _status: 'draft', rows: [] },
      draft: true,
    })
    expect((await getJson('/api/v1/cognito/page/secret-draft')).status).toBe(404)
  })
})

describe('content lists', () => {
  it('FAQ: entries of the seeded group, in order', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'groups',
      where: { and: [{ model: { equals: 'faq' } }, { slug: { equals: 'general' } }] },
    })
    const { status, body } = await getJson<{ data: { name: string; content: string }[] }>(
      `/api/v1/cognito/faq?group=${docs[0].id}`,
    )
    expect(status).toBe(200)
    expect(body.data).toHaveLength(6)
    expect(body.data[0].name).toBe('Do you ship originals overseas?')
    expect((await getJson('/api/v1/cognito/faq?group=abc')).status).toBe(400)
  })

  it('testimonials: three at a time with square 100 px images when asked', async () => {
    const { body } = await getJson<{ data: { name: string }[] }>(
      '/api/v1/cognito/testimonial?page_size=3&image_width=100&image_aspect=Square',
    )
    expect(body.data).toHaveLength(3)
    expect((await getJson('/api/v1/cognito/testimonial?image_aspect=2x1')).status).toBe(400)
  })

  it('people: photos at 4x3 and the asked width', async () => {
    const { body } = await getJson<{ data: { first_name: string; photo: { url: string } }[] }>(
      '/api/v1/cognito/person?page_size=64&image_aspect=4x3&image_width=900',
    )
    expect(body.data[0].first_name).toBe('Isla')
    expect(body.data[0].photo.url).toMatch(/\/4x3\/900\.jpg$/)
  })

  it('links: the recommended links', async () => {
    const { body } = await getJson<{ data: { link: string }[] }>('/api/v1/cognito/link')
    expect(body.data.length).toBeGreaterThanOrEqual(5)
    expect(body.data.every((l) => /^https?:\/\//.test(l.link))).toBe(true)
  })

  it('gallery: slides at the asked aspect and width, with extra aspects', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'galleries', where: { url: { equals: 'western-australia' } } })
    const { status, body } = await getJson<{
      slides: { heading: string; image: { url: string; extra_aspects: { aspect: string }[] } }[]
    }>(`/api/v1/cognito/gallery?id=${docs[0].id}&image_aspect=16x9&image_width=410&extra_aspects=1x1,raw`)
    expect(status).toBe(200)
    expect(body.slides).toHaveLength(6)
    expect(body.slides[0].image.url).toMatch(/\/16x9\/425\.jpg$/)
    expect(body.slides[0].image.extra_aspects.map((a) => a.aspect)).toEqual(['1x1', 'raw'])
    expect((await getJson('/api/v1/cognito/gallery?id=999999')).status).toBe(404)
    expect((await getJson('/api/v1/cognito/gallery')).status).toBe(400)
  })
})

describe('sitemap entries', () => {
  it('list published pages with the spec priorities, home first', async () => {
    const { getSitemapEntries } = await import('@/content/sitemap')
    const entries = await getSitemapEntries(await getPayload({ config }))
    expect(entries[0]).toMatchObject({ url: '/', priority: 100, model: 'none' })
    expect(entries.find((e) => e.url === '/about')).toMatchObject({ priority: 90, seo_title: 'About Isla Moreton' })
    expect(entries.some((e) => e.url === '/studio-notes')).toBe(false)
    expect(entries.some((e) => e.url === '/secret-draft')).toBe(false)
  })
})

describe('photos and videos', () => {
  it('list photos with images and videos with their platform', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'media', limit: 1 })
    await payload.create({
      collection: 'photos',
      data: { name: 'Studio table', description: 'Brushes drying', image: docs[0].id },
    })
    await payload.create({
      collection: 'videos',
      data: {
        name: 'A wash in four minutes',
        slug: 'a-wash-in-four-minutes',
        platform: 'youtube',
        video_id: 'abc123',
        length: 240,
      },
    })
    const photos = await getJson<{ data: { name: string; image: { url: string } }[] }>(
      '/api/v1/cognito/photo?image_aspect=1x1&image_width=300',
    )
    expect(photos.body.data.find((p) => p.name === 'Studio table')?.image.url).toMatch(/\/1x1\/300\.jpg$/)
    const videos = await getJson<{ data: { slug: string; platform: string; length: number }[] }>(
      '/api/v1/cognito/video',
    )
    expect(videos.body.data.find((v) => v.slug === 'a-wash-in-four-minutes')).toMatchObject({
      platform: 'youtube',
      length: 240,
    })
    expect((await getJson('/api/v1/cognito/video?page=2')).status).toBe(400)
  })
})
