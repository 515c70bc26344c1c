import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'

/**
 * The built-in test gateway's own records: one per hosted payment page it opened. They stand for
 * what a real gateway keeps on its side; the shop learns of them only through the gateway's
 * interface (a signed callback, and asking for a payment by its token).
 */
export const TestPayments: CollectionConfig = {
  slug: 'test-payments',
  labels: { singular: 'Test payment', plural: 'Test payments' },
  admin: { group: 'Shop', hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'token', type: 'text', required: true, unique: true, index: true },
    { name: 'reference', type: 'text', required: true },
    { name: 'description', type: 'text' },
    { name: 'amount_cents', type: 'number', required: true },
    { name: 'refunded_cents', type: 'number', defaultValue: 0 },
    // Each refund's key between spaces (keys are letters, digits and dashes): one made again is made once.
    { name: 'refund_keys', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: ['open', 'paid', 'declined', 'expired', 'refunded', 'disputed'].map((value) => ({
        label: value,
        value,
      })),
    },
    { name: 'return_url', type: 'text', required: true },
    { name: 'cancel_url', type: 'text', required: true },
    { name: 'expires_at', type: 'date', required: true },
  ],
}
