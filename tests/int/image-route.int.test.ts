import { existsSync } from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import type { Media } from '@/payload-types'

import { request } from './helpers/api'
import { twoToneImage, uploadImage } from './helpers/fixtures'

let media: Media

beforeAll(async () => {
  media = await uploadImage(
    await twoToneImage(800, 400, 1),
    { alt: 'Two tones', focalX: 10, focalY: 50 },
    'two-tones.png',
  )
})

const image = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer()))

describe('uploads', () => {
  it('get a content hash, a placeholder and a focal point', () => {
    expect(media.hash).toMatch(/^[0-9a-f]{32}$/)
    expect(media.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(media.focalX).toBe(10)
  })

  it('refuse an image over 50 megapixels and store nothing', async () => {
    const payload = await getPayload({ config })
    const before = await payload.count({ collection: 'media' })
    const huge = await sharp({ create: { width: 10_000, height: 5_100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    await expect(uploadImage(huge, { alt: 'Too big' }, 'huge.png')).rejects.toMatchObject({ status: 413 })
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  })

  it('refuse a file over 25 MB', async () => {
    // Uncompressed noise: a real PNG of about 27 MB, well under 50 megapixels.
    const bytes = await sharp({
      create: {
        width: 3000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(bytes.length).toBeGreaterThan(25 * 1024 * 1024)
    await expect(uploadImage(bytes, { alt: 'Too heavy' }, 'heavy.png')).rejects.toMatchObject({ status: 413 })
  })
})

describe('GET /assets/i/{hash}/{aspect}/{width}.{ext}', () => {
  it('crops around the focal point and resizes to the width', async () => {
    const response = await request(`/assets/i/${media.hash}/1x1/200.jpg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const picture = await image(response)
    expect(await picture.metadata()).toMatchObject({ width: 200, height: 200, format: 'jpeg' })
    const { dominant } = await picture.stats()
    // Focal point on the left: the square is cut from the red half.
    expect(dominant.r).toBeGreaterThan(150)
    expect(dominant.b).toBeLessThan(100)
  })

  it('serves WebP and AVIF with their types, and keeps the aspect', async () => {
    const webp = await request(`/assets/i/${media.hash}/16x9/400.webp`)
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(await (await image(webp)).metadata()).toMatchObject({ width: 400, height: 225, format: 'webp' })
    const avif = await request(`/assets/i/${media.hash}/raw/300.avif`)
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect(await (await image(avif)).metadata()).toMatchObject({ width: 300, height: 150 })
  })

  it('keeps each rendition on disk after the first request', async () => {
    const first = await request(`/assets/i/${media.hash}/4x3/100.jpg`)
    expect(first.status).toBe(200)
    const cached = path.join(process.env.DATA_DIR as string, 'cache', 'images', media.hash as string, '4x3', '100.jpg')
    expect(existsSync(cached)).toBe(true)
    const second = await request(`/assets/i/${media.hash}/4x3/100.jpg`)
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true)
  })

  it('makes a rendition once when many ask at the same moment', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => request(`/assets/i/${media.hash}/3x4/150.webp`)),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200))
    const sizes = await Promise.all(responses.map(async (r) => (await r.arrayBuffer()).byteLength))
    expect(new Set(sizes).size).toBe(1)
  })

  it('does not enlarge beyond the original', async () => {
    const response = await request(`/assets/i/${media.hash}/raw/1600.jpg`)
    expect((await (await image(response)).metadata()).width).toBe(800)
  })

  it.each([
    ['an unknown aspect', (h: string) => `/assets/i/${h}/2x1/200.jpg`],
    ['an unknown extension', (h: string) => `/assets/i/${h}/1x1/200.png`],
    ['a width off the 25 px steps', (h: string) => `/assets/i/${h}/1x1/210.jpg`],
    ['a width over 4000', (h: string) => `/assets/i/${h}/1x1/4025.jpg`],
    ['a zero width', (h: string) => `/assets/i/${h}/1x1/0.jpg`],
    ['an encoded traversal', () => `/assets/i/..%2F..%2F.secret/1x1/200.jpg`],
    ['a traversal in the file name', (h: string) => `/assets/i/${h}/1x1/..%2F..%2Fatelier.db`],
    ['a malformed hash', () => `/assets/i/not-a-hash/1x1/200.jpg`],
  ])('refuses %s with 400', async (_label, address) => {
    const response = await request(address(media.hash as string))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ success: false, text_code: 'BAD_REQUEST' })
  })

  it('answers an unknown hash with 404', async () => {
    const response = await request(`/assets/i/${'0'.repeat(32)}/1x1/200.jpg`)
    expect(response.status).toBe(404)
  })
})
