import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { refundStatuses } from '@/commerce/orders/refund-lines'

import { money } from '@/collections/Orders/shown-fields'
import { statusWord } from '@/studio/status-word'

const readOnly = { readOnly: true } as const

/**
 * The ledger of an order's refunds: each one the lines (and how many of each) it gave back, what
 * it came to, how much went back through the gateway and how much as store credit, and the
 * studio's note. A refund is written as pending before the gateway is asked (its key is the
 * gateway's idempotency key, so asking again after a crash refunds once), and done in the
 * transaction that puts the stock back and owes the customer's mail. An order is refunded when its
 * refunds cover every line. Written by the refund only (src/commerce/orders/refund-order.ts).
 */
export const OrderRefunds: CollectionConfig = {
  slug: 'order-refunds',
  labels: { singular: 'Refund', plural: 'Refunds' },
  admin: {
    group: 'Orders',
    defaultColumns: ['order', 'amount', 'status', 'createdAt'],
    description: 'Every refund of an order: whole or chosen lines, and where it stands.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: readOnly },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: refundStatuses.map((value) => ({ value, label: statusWord(value) })),
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        ...money('amount_cents', 'amount', 'Refunded'),
        ...money('gateway_cents', 'to_gateway', 'Through the payment'),
        ...money('credit_cents', 'to_credit', 'As store credit'),
      ],
    },
    {
      name: 'lines',
      type: 'json',
      required: true,
      admin: { readOnly: true, description: 'The order lines refunded, by their id, and how many of each.' },
    },
    {
      name: 'is_whole',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, description: 'With it, every line of the order is refunded.' },
    },
    {
      name: 'at_gateway',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, description: 'Made at the payment gateway (its dashboard, or a chargeback).' },
    },
    { name: 'reason', type: 'textarea', maxLength: 1000, admin: readOnly },
    // The gateway's idempotency key: asked again with it, the gateway refunds once.
    { name: 'key', type: 'text', required: true, unique: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'done_at', type: 'date', admin: readOnly },
        { name: 'problem', type: 'text', admin: { readOnly: true, description: 'Why the gateway refused it.' } },
      ],
    },
  ],
}
