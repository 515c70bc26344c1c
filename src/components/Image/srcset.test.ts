import { describe, expect, it } from 'vitest'

import { srcSet } from '@/components/Image/srcset'

describe('srcSet', () => {
  it('offers the displayed width at each pixel ratio, in steps of 25', () => {
    expect(srcSet('a'.repeat(32), '4x3', 300, 'webp')).toBe(
      [300, 450, 600, 900].map((w) => `/assets/i/${'a'.repeat(32)}/4x3/${w}.webp ${w}w`).join(', '),
    )
  })
  it('never asks for more than 4000 px and drops duplicates', () => {
    const set = srcSet('b'.repeat(32), 'raw', 1900, 'jpg')
    expect(set).toContain('/1900.jpg 1900w')
    expect(set).toContain('/2850.jpg 2850w')
    expect(set).toContain('/3800.jpg 3800w')
    expect(set).toContain('/4000.jpg 4000w')
    expect(set.split(', ')).toHaveLength(4)
  })
})
