import { describe, expect, it } from 'vitest'

import { stepOfKey, wrapIndex } from '@/components/PageRenderer/reading-direction'

describe('stepOfKey', () => {
  it('moves forwards with the right arrow in left-to-right pages', () => {
    expect(stepOfKey('ArrowRight', 'ltr')).toBe(1)
    expect(stepOfKey('ArrowLeft', 'ltr')).toBe(-1)
  })
  it('moves forwards with the left arrow in right-to-left pages', () => {
    expect(stepOfKey('ArrowLeft', 'rtl')).toBe(1)
    expect(stepOfKey('ArrowRight', 'rtl')).toBe(-1)
  })
  it('ignores other keys', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a']) {
      expect(stepOfKey(key, 'ltr')).toBe(0)
      expect(stepOfKey(key, 'rtl')).toBe(0)
    }
  })
})

describe('wrapIndex', () => {
  it('keeps indexes inside the row', () => {
    expect(wrapIndex(2, 5)).toBe(2)
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(-6, 5)).toBe(4)
    expect(wrapIndex(11, 5)).toBe(1)
  })
  it('answers 0 for an empty row', () => {
    expect(wrapIndex(3, 0)).toBe(0)
  })
})
