import { describe, expect, it } from 'vitest'

import { trackShift, trackTransform } from '@/blocks/Gallery/slider'

describe('trackShift', () => {
  it('moves the track left to show later slides in left-to-right pages', () => {
    expect(trackShift(0, 'ltr') || 0).toBe(0)
    expect(trackShift(1, 'ltr')).toBe(-100)
    expect(trackShift(3, 'ltr')).toBe(-300)
  })
  it('moves the track right to show later slides in right-to-left pages', () => {
    expect(trackShift(1, 'rtl')).toBe(100)
    expect(trackShift(3, 'rtl')).toBe(300)
  })
})

describe('trackTransform', () => {
  it('writes the shift as a translation, without a negative zero', () => {
    expect(trackTransform(0, 'ltr')).toBe('translateX(0%)')
    expect(trackTransform(0, 'rtl')).toBe('translateX(0%)')
    expect(trackTransform(2, 'ltr')).toBe('translateX(-200%)')
    expect(trackTransform(2, 'rtl')).toBe('translateX(200%)')
  })
})
