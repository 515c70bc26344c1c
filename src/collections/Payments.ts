import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { payableKinds, paymentStatuses } from '@/commerce/payments/payment-record'

import { money } from '@/collections/Orders/shown-fields'
import { statusWord } from '@/studio/status-word'

const readOnly = { readOnly: true } as const

/**
 * One record per payment the shop opened, whatever it pays for: an order, a gift voucher or a
 * form's fee. The gateway, its token and page, the amount asked, where it stands at the gateway
 * (refunds and disputes included) and the charge a refund goes back through live here and only
 * here; the order, voucher or form answer points at it. Written by the checkout and the gateways
 * only.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Payment', plural: 'Payments' },
  admin: {
    group: 'Orders',
    useAsTitle: 'reference',
    listSearchableFields: ['reference', 'token', 'charge'],
    defaultColumns: ['reference', 'kind', 'amount', 'status', 'gateway', 'createdAt'],
    description: 'Every payment page opened, and what the gateway says of it: paid, refunded, disputed.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'reference', type: 'text', index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          options: payableKinds.map((value) => ({ value, label: statusWord(value) })),
          admin: readOnly,
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'open',
          index: true,
          options: paymentStatuses.map((value) => ({ value, label: statusWord(value) })),
          admin: readOnly,
        },
        {
          name: 'gateway',
          type: 'select',
          required: true,
          options: ['test', 'stripe', 'credit'].map((value) => ({ value, label: statusWord(value) })),
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: readOnly },
        { name: 'voucher', type: 'relationship', relationTo: 'gift-vouchers', index: true, admin: readOnly },
        { name: 'submission', type: 'relationship', relationTo: 'form-submissions', index: true, admin: readOnly },
      ],
    },
    // `order:12`: one payment per thing paid for, so two openers of one checkout cannot both record one.
    { name: 'payable_key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: readOnly },
    ...money('amount_cents', 'amount', 'Amount asked of the gateway'),
    { name: 'currency', type: 'text', defaultValue: 'AUD', admin: readOnly },
    ...money('refunded_cents', 'refunded', 'Refunded'),
    { name: 'token', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'url', type: 'text', admin: { readOnly: true, description: 'The payment page.' } },
    { name: 'charge', type: 'text', index: true, admin: { readOnly: true, description: 'The gateway’s charge.' } },
    {
      type: 'row',
      fields: [
        { name: 'refunded_at', type: 'date', admin: readOnly },
        { name: 'disputed_at', type: 'date', admin: readOnly },
      ],
    },
    {
      name: 'note',
      type: 'textarea',
      admin: { readOnly: true, description: 'What happened at the gateway that the shop did not start.' },
    },
  ],
}
