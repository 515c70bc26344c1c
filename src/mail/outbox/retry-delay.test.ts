import { describe, expect, it } from 'vitest'

import { MAX_ATTEMPTS, retryDelayMs } from '@/mail/outbox/retry-delay'

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure and doubles after each', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000])
  })

  it('never waits more than two hours, however many tries failed', () => {
    expect(retryDelayMs(9)).toBe(2 * 60 * 60_000)
    expect(retryDelayMs(1_000)).toBe(2 * 60 * 60_000)
  })

  it('keeps trying for more than a day before giving up', () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b)
    expect(total).toBeGreaterThan(24 * 60 * 60_000)
  })
})
