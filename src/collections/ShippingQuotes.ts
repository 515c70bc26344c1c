import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { checkQuote, notifyQuoted } from '@/hooks/answer-quote'

/**
 * A customer's request for a shipping price where no rate applies. The artist reads it in the
 * back-office, enters a price and sets it to quoted; the customer is e-mailed a link back to the
 * checkout, which then offers that price for that address.
 */
export const ShippingQuotes: CollectionConfig = {
  slug: 'shipping-quotes',
  labels: { singular: 'Shipping quote request', plural: 'Shipping quote requests' },
  admin: { group: 'Orders', defaultColumns: ['id', 'user', 'country', 'weight_grams', 'status', 'amount'] },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [checkQuote], afterChange: [notifyQuoted] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'requested',
          options: [
            { label: 'Waiting for your price', value: 'requested' },
            { label: 'Quoted', value: 'quoted' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'amount',
          type: 'number',
          min: 0,
          max: 100_000,
          admin: {
            width: '50%',
            description: 'Your price in dollars; set the status to Quoted to send it.',
            components: { Cell: '@/components/Studio/DollarsCell#DollarsCell' },
          },
        },
      ],
    },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'address', type: 'relationship', relationTo: 'addresses', required: true, admin: { readOnly: true } },
    { name: 'country', type: 'text', admin: { readOnly: true } },
    { name: 'weight_grams', type: 'number', admin: { readOnly: true } },
    { name: 'items', type: 'textarea', admin: { readOnly: true, description: 'What was in the cart.' } },
    { name: 'quoted_at', type: 'date', admin: { readOnly: true } },
  ],
}
