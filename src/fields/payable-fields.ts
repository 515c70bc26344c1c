import type { Field } from 'payload'

/**
 * What a thing paid for (an order, a gift voucher, a form's fee) shows of its payment: when it
 * was paid and when refunded, and the payment records that point at it
 * (src/collections/Payments.ts), where the gateway, token, page and charge live.
 */
export const payableFields = (on: 'order' | 'voucher' | 'submission'): Field[] => [
  { name: 'paid_at', type: 'date', admin: { readOnly: true } },
  { name: 'refunded_at', type: 'date', admin: { readOnly: true } },
  {
    name: 'payments',
    type: 'join',
    collection: 'payments',
    on,
    admin: { defaultColumns: ['reference', 'status', 'amount', 'gateway', 'createdAt'] },
  },
]
