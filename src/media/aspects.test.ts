import { describe, expect, it } from 'vitest'

import { heightFor, isAspect, nearestAspect, parseAspect, roundWidth } from '@/media/aspects'

describe('roundWidth', () => {
  it('rounds up to the next multiple of 25', () => {
    expect(roundWidth(1)).toBe(25)
    expect(roundWidth(25)).toBe(25)
    expect(roundWidth(26)).toBe(50)
    expect(roundWidth(301)).toBe(325)
  })
  it('never exceeds 4000', () => {
    expect(roundWidth(3990)).toBe(4000)
    expect(roundWidth(9000)).toBe(4000)
  })
})

describe('aspects', () => {
  it('knows the allowlist and nothing else', () => {
    for (const a of ['16x3', '16x9', '8x5', '4x3', '1x1', '3x4', '5x8', '9x16', 'raw']) expect(isAspect(a)).toBe(true)
    for (const a of ['2x1', '16X9', '', '../1x1']) expect(isAspect(a)).toBe(false)
  })
  it('finds the nearest aspect', () => {
    expect(nearestAspect(1920, 1080)).toBe('16x9')
    expect(nearestAspect(1000, 1000)).toBe('1x1')
    expect(nearestAspect(600, 800)).toBe('3x4')
    expect(nearestAspect(3000, 560)).toBe('16x3')
    expect(nearestAspect(900, 1600)).toBe('9x16')
  })
  it('parses the loose names the spec uses', () => {
    expect(parseAspect('Square')).toBe('1x1')
    expect(parseAspect('16:9')).toBe('16x9')
    expect(parseAspect('nonsense')).toBeNull()
  })
  it('derives height from the aspect, or from the original for raw', () => {
    expect(heightFor('16x9', 1600, { width: 1, height: 1 })).toBe(900)
    expect(heightFor('4x3', 300, { width: 1, height: 1 })).toBe(225)
    expect(heightFor('raw', 400, { width: 2000, height: 1000 })).toBe(200)
  })
})
