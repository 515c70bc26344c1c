import { describe, expect, it } from 'vitest'

import { MAX_WIDTH, WIDTH_STEP } from '@/media/aspects'
import { renditionPath, toImage } from '@/media/image'

const hash = 'a'.repeat(16)

describe('renditionPath', () => {
  it('rounds every width up to the image route’s step, as the route requires', () => {
    expect(renditionPath(hash, 'raw', 1920, 'webp')).toBe(`/assets/i/${hash}/raw/1925.webp`)
    expect(renditionPath(hash, '1x1', 50, 'webp')).toBe(`/assets/i/${hash}/1x1/50.webp`)
    expect(renditionPath(hash, '16x9', 1, 'jpg')).toBe(`/assets/i/${hash}/16x9/${WIDTH_STEP}.jpg`)
    expect(renditionPath(hash, '16x9', 99_999, 'jpg')).toBe(`/assets/i/${hash}/16x9/${MAX_WIDTH}.jpg`)
  })

  it('is what toImage’s addresses are made with', () => {
    const image = toImage({ hash, width: 3000, height: 2000 }, { aspect: 'raw', width: 1920 })
    expect(image?.webp_url).toBe(`/assets/i/${hash}/raw/1925.webp`)
  })
})
