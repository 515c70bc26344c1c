import { describe, expect, it } from 'vitest'

import { orderStatuses, refusedMove, type OrderStatus } from '@/commerce/orders/order-state'

const allowed = (by: 'payment' | 'studio') =>
  orderStatuses.flatMap((from) =>
    orderStatuses.filter((to) => to !== from && refusedMove(from, to, by) === null).map((to) => `${from}→${to}`),
  )

describe('refusedMove', () => {
  it('lets a payment pay, cancel (lapse, decline) or refund an order, and nothing else', () => {
    expect(allowed('payment').sort()).toEqual(
      [
        'awaiting_payment→paid',
        'awaiting_payment→cancelled',
        'paid→refunded',
        'packed→refunded',
        'dispatched→refunded',
        'collected→refunded',
      ].sort(),
    )
  })

  it('lets the studio cancel an unpaid order, move a paid one along (and back) and refund it', () => {
    const studio = allowed('studio')
    expect(studio).toContain('awaiting_payment→cancelled')
    expect(studio).toContain('paid→packed')
    expect(studio).toContain('packed→paid')
    expect(studio).toContain('dispatched→collected')
    expect(studio).toContain('collected→refunded')
    expect(studio).not.toContain('awaiting_payment→paid')
    expect(studio.filter((move) => move.startsWith('cancelled') || move.startsWith('refunded'))).toEqual([])
  })

  it('names why a move is refused', () => {
    expect(refusedMove('paid', 'cancelled', 'studio')).toMatch(/refunded, not cancelled/)
    expect(refusedMove('awaiting_payment', 'dispatched', 'studio')).toMatch(/becomes paid when its customer pays/)
    expect(refusedMove('refunded', 'paid', 'studio')).toMatch(/has ended/)
    expect(refusedMove('cancelled', 'awaiting_payment', 'payment')).toMatch(/has ended/)
    expect(refusedMove('paid', 'awaiting_payment', 'studio')).toMatch(/becomes paid/)
  })

  it('allows standing still', () => {
    for (const status of orderStatuses) expect(refusedMove(status, status as OrderStatus, 'studio')).toBeNull()
  })
})
