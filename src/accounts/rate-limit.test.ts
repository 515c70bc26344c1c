import { afterEach, describe, expect, it, vi } from 'vitest'

import { clearLimit, hit, isLimited, resetLimits } from '@/accounts/rate-limit'

describe('rate limits', () => {
  afterEach(() => {
    vi.useRealTimers()
    resetLimits()
  })

  it('allows the maximum in a window, refuses the next with 429, and opens again after the window', () => {
    vi.useFakeTimers()
    const limit = { max: 3, windowMs: 60_000 }
    for (let i = 0; i < 3; i++) hit('k', limit)
    expect(isLimited('k', limit)).toBe(true)
    expect(() => hit('k', limit)).toThrow(
      expect.objectContaining({ code: 'rate_limited', params: expect.objectContaining({ minutes: 1 }) }),
    )
    expect(isLimited('other', limit)).toBe(false)
    vi.advanceTimersByTime(60_001)
    expect(isLimited('k', limit)).toBe(false)
    expect(() => hit('k', limit)).not.toThrow()
  })

  it('forgets a key when asked', () => {
    const limit = { max: 1, windowMs: 60_000 }
    hit('p', limit)
    expect(isLimited('p', limit)).toBe(true)
    clearLimit('p')
    expect(isLimited('p', limit)).toBe(false)
  })
})
