import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paths, setEnvForTests } from '@/lib/env'
import type { Media } from '@/payload-types'

import { request } from './helpers/api'
import { uploadImage } from './helpers/fixtures'

const CAP = 300_000

let media: Media
let restore: () => void

/** What the rendition cache holds on disk now, in bytes. */
async function cacheBytes(): Promise<number> {
  const entries = await readdir(paths.imageCache, { recursive: true, withFileTypes: true })
  const sizes = await Promise.all(
    entries.filter((e) => e.isFile()).map(async (e) => (await stat(path.join(e.parentPath, e.name))).size),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

const address = (width: number, ext: 'jpg' | 'webp') => `/assets/i/${media.hash}/1x1/${width}.${ext}`
const fileOf = (width: number, ext: 'jpg' | 'webp') =>
  path.join(paths.imageCache, media.hash as string, '1x1', `${width}.${ext}`)

beforeAll(async () => {
  // Noise does not compress, so every rendition is tens of kilobytes.
  const noise = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
  media = await uploadImage(noise, { alt: 'Noise' }, 'noise.png')
  restore = setEnvForTests({ imageCacheBytes: CAP })
})
afterAll(() => restore())

describe('the rendition cache on disk', () => {
  it('stays under its cap while a crawler asks for many renditions, and keeps a recently used one', async () => {
    const kept = { width: 150, ext: 'webp' } as const
    const forgotten = { width: 125, ext: 'jpg' } as const
    expect((await request(address(forgotten.width, forgotten.ext))).status).toBe(200)
    expect((await request(address(kept.width, kept.ext))).status).toBe(200)

    let made = 0
    for (let width = 200; width <= 600; width += 25) {
      for (const ext of ['jpg', 'webp'] as const) {
        const response = await request(address(width, ext))
        expect(response.status).toBe(200)
        made += (await response.arrayBuffer()).byteLength
        expect(await cacheBytes()).toBeLessThanOrEqual(CAP)
        // A visitor keeps looking at this one while the crawler walks on.
        expect((await request(address(kept.width, kept.ext))).status).toBe(200)
      }
    }
    // The crawler made several times what the cache may hold…
    expect(made).toBeGreaterThan(3 * CAP)
    // …the rendition in use survived, and one nobody came back to was deleted.
    expect(existsSync(fileOf(kept.width, kept.ext))).toBe(true)
    expect(existsSync(fileOf(forgotten.width, forgotten.ext))).toBe(false)
  })

  it('makes a deleted rendition again when it is asked for', async () => {
    const response = await request(address(125, 'jpg'))
    expect(response.status).toBe(200)
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(125)
    expect(existsSync(fileOf(125, 'jpg'))).toBe(true)
    expect(await cacheBytes()).toBeLessThanOrEqual(CAP)
  })
})
