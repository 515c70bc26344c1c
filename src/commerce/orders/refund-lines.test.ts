import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { leftToRefund, planRefund, type PastRefund, type RefundableOrder } from '@/commerce/orders/refund-lines'

// Three prints at $90 and a card set at $30, 10 % off ($36), $15 shipping: $309 in all.
const order: RefundableOrder = {
  subtotalCents: 30_000,
  discountCents: 3_000,
  totalCents: 28_500,
  lines: [
    { id: 'print', qty: 3, totalCents: 27_000 },
    { id: 'cards', qty: 1, totalCents: 3_000 },
  ],
}

const asPast = (plan: ReturnType<typeof planRefund>): PastRefund => {
  if ('refused' in plan) throw new Error(plan.refused)
  return plan
}

describe('a refund of chosen lines', () => {
  it('gives back the lines’ share of what the goods sold for after the discount, through the gateway first', () => {
    expect(planRefund(order, [], [{ line: 'print', qty: 1 }], 28_500)).toEqual({
      lines: [{ line: 'print', qty: 1 }],
      amountCents: 8_100,
      gatewayCents: 8_100,
      creditCents: 0,
      isWhole: false,
    })
  })

  it('gives back what is left, shipping included, with the refund that covers the last line', () => {
    const first = asPast(planRefund(order, [], [{ line: 'print', qty: 2 }], 28_500))
    const last = planRefund(
      order,
      [first],
      [
        { line: 'print', qty: 1 },
        { line: 'cards', qty: 1 },
      ],
      28_500,
    )
    expect(last).toMatchObject({ isWhole: true, amountCents: 28_500 - first.amountCents })
    expect(planRefund(order, [first, asPast(last)], null, 28_500)).toEqual({ refused: 'refund_nothing_left' })
  })

  it('refunds the whole order when no lines are named', () => {
    expect(planRefund(order, [], null, 28_500)).toMatchObject({ isWhole: true, amountCents: 28_500 })
  })

  it('sends back as store credit what the gateway did not take', () => {
    // $100 of the order was paid with store credit: the gateway took $185.
    const first = asPast(planRefund(order, [], [{ line: 'print', qty: 2 }], 18_500))
    expect(first).toMatchObject({ amountCents: 16_200, gatewayCents: 16_200, creditCents: 0 })
    expect(planRefund(order, [first], null, 18_500)).toMatchObject({
      amountCents: 12_300,
      gatewayCents: 2_300,
      creditCents: 10_000,
    })
  })

  it('refuses a line the order does not have, a quantity past what is left, and one that is not whole', () => {
    const refused = { refused: 'refund_lines_invalid' }
    expect(planRefund(order, [], [{ line: 'nope', qty: 1 }], 28_500)).toEqual(refused)
    expect(planRefund(order, [], [{ line: 'print', qty: 4 }], 28_500)).toEqual(refused)
    expect(
      planRefund(
        order,
        [],
        [
          { line: 'print', qty: 2 },
          { line: 'print', qty: 2 },
        ],
        28_500,
      ),
    ).toEqual(refused)
    expect(planRefund(order, [], [{ line: 'print', qty: 0.5 }], 28_500)).toEqual(refused)
    expect(planRefund(order, [], [], 28_500)).toEqual(refused)
    const one = asPast(planRefund(order, [], [{ line: 'cards', qty: 1 }], 28_500))
    expect(planRefund(order, [one], [{ line: 'cards', qty: 1 }], 28_500)).toEqual(refused)
    expect(leftToRefund(order, [one])).toEqual(
      new Map([
        ['print', 3],
        ['cards', 0],
      ]),
    )
  })

  it('adds up to the total exactly, never more, whatever the lines and the order they are refunded in', () => {
    const line = fc.record({ qty: fc.integer({ min: 1, max: 5 }), each: fc.integer({ min: 1, max: 200_000 }) })
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        (lines, percentOff, shipping, picks) => {
          const subtotal = lines.reduce((sum, l) => sum + l.qty * l.each, 0)
          const discount = Math.floor((subtotal * percentOff) / 100)
          const sold: RefundableOrder = {
            subtotalCents: subtotal,
            discountCents: discount,
            totalCents: subtotal - discount + shipping,
            lines: lines.map((l, i) => ({ id: `l${i}`, qty: l.qty, totalCents: l.qty * l.each })),
          }
          const past: PastRefund[] = []
          for (const pick of picks) {
            const open = [...leftToRefund(sold, past)].filter(([, qty]) => qty > 0)
            if (!open.length) break
            const [id, left] = open[pick % open.length]
            const plan = asPast(planRefund(sold, past, [{ line: id, qty: 1 + (pick % left) }], sold.totalCents))
            expect(plan.amountCents).toBeGreaterThanOrEqual(0)
            past.push(plan)
          }
          const rest = planRefund(sold, past, null, sold.totalCents)
          if (!('refused' in rest)) past.push(rest)
          expect(past.reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(sold.totalCents)
        },
      ),
    )
  })
})
