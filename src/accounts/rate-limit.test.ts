import { afterEach, describe, expect, it, vi } from 'vitest'

import { clearLimit, hit, isLimited, pace, paceDelay, refund, resetLimits } from '@/accounts/rate-limit'

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

  describe('pace', () => {
    const limit = { max: 8, windowMs: 60_000, free: 2, firstDelayMs: 1_000, maxDelayMs: 4_000 }
    const retryAfter = (run: () => void) => {
      try {
        run()
      } catch (error) {
        return (error as { params: { retryAfter: number } }).params.retryAfter
      }
      return 0
    }

    it('lets the free events through, then each after a doubling pause, capped', () => {
      expect([0, 1, 2, 3, 4, 5].map((count) => paceDelay(limit, count))).toEqual([0, 0, 1_000, 2_000, 4_000, 4_000])
    })

    it('refuses an early event without counting it, so waiting is enough', () => {
      vi.useFakeTimers()
      pace('p', limit)
      pace('p', limit)
      expect(retryAfter(() => pace('p', limit))).toBe(1)
      expect(retryAfter(() => pace('p', limit))).toBe(1)
      vi.advanceTimersByTime(1_000)
      pace('p', limit)
      expect(retryAfter(() => pace('p', limit))).toBe(2)
      vi.advanceTimersByTime(2_000)
      pace('p', limit)
      for (let i = 0; i < 4; i++) {
        vi.advanceTimersByTime(4_000)
        pace('p', limit)
      }
      // Eight in the window: the rest of it, however long one waits between.
      vi.advanceTimersByTime(10_000)
      expect(retryAfter(() => pace('p', limit))).toBeGreaterThan(30)
    })

    it('a refunded event no longer counts towards the pause', () => {
      vi.useFakeTimers()
      pace('r', limit)
      pace('r', limit)
      refund('r')
      pace('r', limit)
      expect(retryAfter(() => pace('r', limit))).toBe(1)
    })
  })
})
