import { describe, expect, it } from 'vitest'

import type { Payment } from '@/payload-types'

import { nextSteps } from '@/studio/order-next-steps'
import {
  orderTimeline,
  settledPayment,
  type TimelineOrder,
  type TimelinePayment,
  type TimelineRefund,
} from '@/studio/order-timeline'

describe('the order screen’s next steps', () => {
  it('offers only what the state machine allows, delivery or pick-up', () => {
    expect(nextSteps('awaiting_payment', false)).toEqual(['cancelled'])
    expect(nextSteps('paid', false)).toEqual(['packed', 'dispatched', 'refunded'])
    expect(nextSteps('paid', true)).toEqual(['packed', 'collected', 'refunded'])
    expect(nextSteps('packed', false)).toEqual(['dispatched', 'refunded'])
    expect(nextSteps('dispatched', false)).toEqual(['refunded'])
    expect(nextSteps('collected', true)).toEqual(['refunded'])
    expect(nextSteps('refunded', false)).toEqual([])
    expect(nextSteps('cancelled', true)).toEqual([])
  })
})

describe('the payment an order was settled through', () => {
  it('is the one that left "open", else the last opened', () => {
    const opened = (gateway: string, status: Payment['status']) => ({ gateway, status })
    expect(settledPayment([opened('test', 'open'), opened('stripe', 'paid'), opened('credit', 'open')])).toEqual(
      opened('stripe', 'paid'),
    )
    expect(settledPayment([opened('test', 'open'), opened('stripe', 'open')])).toEqual(opened('stripe', 'open'))
    expect(settledPayment([])).toBeUndefined()
  })
})

describe('the order’s timeline', () => {
  const order: TimelineOrder = {
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-25T01:00:00.000Z',
    status: 'refunded',
    email: 'wren@example.test',
    hold_until: '2026-11-20T01:15:00.000Z',
    paid_at: '2026-11-20T01:05:00.000Z',
    dispatched_at: '2026-11-21T03:00:00.000Z',
    tracking_number: 'AP123',
    lines: [
      { id: 'wren', name: 'Fairy-wren' },
      { id: 'cards', name: 'Card set' },
    ],
  }
  const refund = (more: Partial<TimelineRefund>): TimelineRefund => ({
    status: 'done',
    amount_cents: 4_500,
    lines: [{ line: 'cards', qty: 1 }],
    reason: null,
    problem: null,
    done_at: '2026-11-22T02:00:00.000Z',
    createdAt: '2026-11-22T01:59:00.000Z',
    ...more,
  })

  it('reads placed, held, paid, each mail, dispatched and refunded, oldest first', () => {
    const events = orderTimeline(
      order,
      [
        {
          kind: 'order_refunded',
          status: 'pending',
          recipient: null,
          sent_at: null,
          last_error: null,
          createdAt: '2026-11-24T02:00:00.000Z',
        },
        {
          kind: 'order_paid',
          status: 'sent',
          recipient: null,
          sent_at: '2026-11-20T01:05:30.000Z',
          last_error: null,
          createdAt: '2026-11-20T01:05:00.000Z',
        },
        {
          kind: 'order_dispatched',
          status: 'failed',
          recipient: null,
          sent_at: null,
          last_error: 'Mailbox unavailable',
          createdAt: '2026-11-21T03:00:00.000Z',
        },
      ],
      settledPayment<TimelinePayment>([
        { gateway: 'test', status: 'open', reference: 'IM-1', createdAt: '2026-11-20T01:00:30.000Z' },
        { gateway: 'stripe', status: 'refunded', reference: 'IM-1', createdAt: '2026-11-20T01:01:00.000Z' },
      ]),
      [
        refund({ amount_cents: 3_000 }),
        refund({
          amount_cents: 120_000,
          lines: [{ line: 'wren', qty: 1 }],
          reason: 'Arrived damaged',
          done_at: '2026-11-24T02:00:00.000Z',
        }),
      ],
    )
    expect(events.map((event) => event.text)).toEqual([
      'Placed by wren@example.test',
      'Stock held while the customer pays',
      'Paid through Stripe',
      'Sent the receipt and tax invoice to the customer',
      'Dispatched, tracking AP123',
      'Could not send the dispatch notice to the customer: Mailbox unavailable',
      'Refunded $30.00 (1 × Card set)',
      'Refunded $1,200.00 (1 × Fairy-wren): “Arrived damaged”',
      'Waiting to send the refund notice to the customer',
    ])
    expect(events.filter((event) => event.problem).map((event) => event.kind)).toEqual(['mail'])
  })

  it('shows a refund waiting for the gateway, and one it refused, as problems', () => {
    const events = orderTimeline(order, [], null, [
      refund({ status: 'pending', done_at: null }),
      refund({ status: 'refused', done_at: null, problem: 'Only a paid payment can be refunded, and only once.' }),
    ])
    expect(events.filter((event) => event.problem).map((event) => event.text)).toEqual([
      'A refund of $45.00 is waiting for the payment gateway (asked again every minute)',
      'The payment gateway refused a refund of $45.00: Only a paid payment can be refunded, and only once.',
    ])
  })

  it('says why an order was cancelled, and that a pick-up was collected', () => {
    const cancelled = orderTimeline(
      { ...order, status: 'cancelled', cancel_reason: 'lapsed', paid_at: null, dispatched_at: null },
      [],
      null,
    )
    expect(cancelled.at(-1)?.text).toBe('Cancelled: the hold ended without payment')
    const collected = orderTimeline({ ...order, status: 'collected', dispatched_at: null, hold_until: null }, [], null)
    expect(collected.map((event) => event.kind)).toEqual(['placed', 'paid', 'collected'])
  })
})
