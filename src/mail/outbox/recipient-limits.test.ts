import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { DAY_MS, nextSlot } from '@/mail/outbox/recipient-limits'

const HOUR = 3_600_000

/** The most mails any 24 hours (half-open) holds. */
const fullestDay = (times: number[]) =>
  Math.max(0, ...times.map((end) => times.filter((t) => t > end - DAY_MS && t <= end).length))

describe('when a mail to a limited address may go', () => {
  it('goes at once while the day has room, then a day after the mail that makes room', () => {
    expect(nextSlot([{ times: [], max: 3 }], 1000)).toBe(1000)
    expect(nextSlot([{ times: [0, HOUR], max: 3 }], 2 * HOUR)).toBe(2 * HOUR)
    expect(nextSlot([{ times: [0, HOUR, 2 * HOUR], max: 3 }], 3 * HOUR)).toBe(DAY_MS)
    // Mails more than a day old no longer count.
    expect(nextSlot([{ times: [0, HOUR, 2 * HOUR], max: 3 }], DAY_MS + 1)).toBe(DAY_MS + 1)
  })

  it('keeps to the tighter of two allowances', () => {
    const all = { times: [0, HOUR, 2 * HOUR], max: 5 }
    const ofKind = { times: [HOUR, 2 * HOUR], max: 2 }
    expect(nextSlot([all, ofKind], 3 * HOUR)).toBe(HOUR + DAY_MS)
  })

  it('whatever arrives, never more than the allowance in any 24 hours, and never before it was asked for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 6 * HOUR }), { minLength: 1, maxLength: 40 }),
        (max, gaps) => {
          const times: number[] = []
          let now = 0
          for (const gap of gaps) {
            now += gap
            const slot = nextSlot([{ times, max }], now)
            expect(slot).toBeGreaterThanOrEqual(now)
            times.push(slot)
            expect(fullestDay(times)).toBeLessThanOrEqual(max)
          }
        },
      ),
    )
  })

  it('two allowances over the same mails both hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 * HOUR }), fc.boolean()), { maxLength: 40 }),
        (asks) => {
          const all: number[] = []
          const ofKind: number[] = []
          let now = 0
          for (const [gap, isKind] of asks) {
            now += gap
            const allowances = [{ times: all, max: 5 }, ...(isKind ? [{ times: ofKind, max: 3 }] : [])]
            const slot = nextSlot(allowances, now)
            all.push(slot)
            if (isKind) ofKind.push(slot)
            expect(fullestDay(all)).toBeLessThanOrEqual(5)
            expect(fullestDay(ofKind)).toBeLessThanOrEqual(3)
          }
        },
      ),
    )
  })
})
