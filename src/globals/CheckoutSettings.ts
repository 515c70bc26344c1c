import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { invalidateCheckoutSettings } from '@/hooks/invalidate-checkout-settings'
import { validateEmail } from '@/fields/validate-email'

/** How the checkout takes payment and holds stock, and whom it tells of a new order. */
export const CheckoutSettings: GlobalConfig = {
  slug: 'checkout-settings',
  label: 'Checkout',
  admin: { group: 'Settings' },
  access: { read: isAdmin, update: isAdmin },
  hooks: { afterChange: [invalidateCheckoutSettings] },
  fields: [
    {
      name: 'hold_minutes',
      type: 'number',
      defaultValue: 15,
      min: 5,
      max: 120,
      admin: {
        description: 'How long an order waiting for payment keeps its items (an original is held for the buyer).',
      },
    },
    {
      name: 'orders_email',
      type: 'email',
      validate: validateEmail,
      admin: { description: 'Where new orders and quote requests are sent; the organisation e-mail when empty.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'card_surcharge_percent',
          type: 'number',
          defaultValue: 0,
          min: 0,
          max: 5,
          admin: { width: '50%', description: 'Added to card payments; 0 for none.' },
        },
        {
          name: 'test_gateway_surcharge_percent',
          type: 'number',
          defaultValue: 0,
          min: 0,
          max: 5,
          admin: { width: '50%', description: 'Added to payments through the test gateway.' },
        },
      ],
    },
    {
      name: 'artist_name',
      type: 'text',
      maxLength: 120,
      admin: {
        description: 'The name you sign with, printed on certificates of authenticity; the site’s name when empty.',
      },
    },
    {
      name: 'signature',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Your signature, printed on certificates of authenticity.' },
    },
  ],
}
