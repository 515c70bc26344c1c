import { afterEach, describe, expect, it, vi } from 'vitest'

import { paceDelay } from '@/accounts/limit-stores/store'
import { clearLimit, hit, isLimited, pace, refund, resetLimits } from '@/accounts/rate-limit'

// The same behaviour in Redis, shared by instances: tests/int/redis-limits.int.test.ts.
describe('rate limits kept in this process', () => {
  afterEach(() => {
    vi.useRealTimers()
    resetLimits()
  })

  it('allows the maximum in a window, refuses the next with 429, and opens again after the window', async () => {
    vi.useFakeTimers()
    const limit = { max: 3, windowMs: 60_000 }
    for (let i = 0; i < 3; i++) await hit('k', limit)
    expect(await isLimited('k', limit)).toBe(true)
    await expect(hit('k', limit)).rejects.toMatchObject({
      code: 'rate_limited',
      params: expect.objectContaining({ minutes: 1 }),
    })
    expect(await isLimited('other', limit)).toBe(false)
    vi.advanceTimersByTime(60_001)
    expect(await isLimited('k', limit)).toBe(false)
    await expect(hit('k', limit)).resolves.toBeUndefined()
  })

  it('forgets a key when asked', async () => {
    const limit = { max: 1, windowMs: 60_000 }
    await hit('p', limit)
    expect(await isLimited('p', limit)).toBe(true)
    await clearLimit('p')
    expect(await isLimited('p', limit)).toBe(false)
  })

  describe('pace', () => {
    const limit = { max: 8, windowMs: 60_000, free: 2, firstDelayMs: 1_000, maxDelayMs: 4_000 }
    const retryAfter = async (run: () => Promise<void>) => {
      try {
        await run()
      } catch (error) {
        return (error as { params: { retryAfter: number } }).params.retryAfter
      }
      return 0
    }

    it('lets the free events through, then each after a doubling pause, capped', () => {
      expect([0, 1, 2, 3, 4, 5].map((count) => paceDelay(limit, count))).toEqual([0, 0, 1_000, 2_000, 4_000, 4_000])
    })

    it('refuses an early event without counting it, so waiting is enough', async () => {
      vi.useFakeTimers()
      await pace('p', limit)
      await pace('p', limit)
      expect(await retryAfter(() => pace('p', limit))).toBe(1)
      expect(await retryAfter(() => pace('p', limit))).toBe(1)
      vi.advanceTimersByTime(1_000)
      await pace('p', limit)
      expect(await retryAfter(() => pace('p', limit))).toBe(2)
      vi.advanceTimersByTime(2_000)
      await pace('p', limit)
      for (let i = 0; i < 4; i++) {
        vi.advanceTimersByTime(4_000)
        await pace('p', limit)
      }
      // Eight in the window: the rest of it, however long one waits between.
      vi.advanceTimersByTime(10_000)
      expect(await retryAfter(() => pace('p', limit))).toBeGreaterThan(30)
    })

    it('a refunded event no longer counts towards the pause', async () => {
      vi.useFakeTimers()
      await pace('r', limit)
      await pace('r', limit)
      await refund('r')
      await pace('r', limit)
      expect(await retryAfter(() => pace('r', limit))).toBe(1)
    })
  })
})
