import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { studioAccess } from '@/collections/content-access'
import { textInEnglishFirst } from '@/fields/localized'
import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateShipping } from '@/hooks/invalidate-shipping'

/**
 * How an order reaches its buyer. `free_domestic` and `pickup` are offered for Australian
 * addresses (pick-up needs none); `international` prices a parcel by the zone of its country and
 * its weight; `quote` stands where no rate applies: the customer asks, the artist answers with a
 * price. Prices are dollars; international rates carry no GST (exports are GST-free). The name is
 * what the customer chooses, in their language where the artist translated it.
 */
export const ShippingTypes: CollectionConfig = {
  slug: 'shipping-types',
  labels: { singular: 'Shipping type', plural: 'Shipping types' },
  admin: { group: 'Shop', useAsTitle: 'name', defaultColumns: ['name', 'kind', 'enabled', 'sort_order'] },
  access: studioAccess(isAdmin),
  defaultSort: 'sort_order',
  hooks: { afterChange: [firstWordsInEnglish, invalidateShipping], afterDelete: [invalidateShipping] },
  fields: [
    textInEnglishFirst({ name: 'name', maxLength: 80 }),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'free_domestic',
      options: [
        { label: 'Free within Australia', value: 'free_domestic' },
        { label: 'Studio pick-up (by appointment)', value: 'pickup' },
        { label: 'International, by zone and weight', value: 'international' },
        { label: 'Quote on request', value: 'quote' },
      ],
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true },
    { name: 'sort_order', type: 'number', defaultValue: 0 },
    {
      name: 'note',
      type: 'textarea',
      maxLength: 500,
      admin: { description: 'Shown to the customer with this choice, e.g. how to book a pick-up time.' },
    },
    {
      name: 'zones',
      type: 'array',
      admin: {
        condition: (data) => data?.kind === 'international',
        description: 'Each zone lists its countries; a parcel heavier than the last rate gets a quote on request.',
      },
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        {
          name: 'countries',
          type: 'text',
          required: true,
          maxLength: 2000,
          admin: {
            description: 'Two-letter country codes separated by commas (NZ, GB, US), or * for every other country.',
          },
        },
        {
          name: 'rates',
          type: 'array',
          minRows: 1,
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'up_to_grams',
                  type: 'number',
                  required: true,
                  min: 1,
                  max: 1_000_000,
                  admin: { width: '50%' },
                },
                {
                  name: 'amount',
                  type: 'number',
                  required: true,
                  min: 0,
                  max: 100_000,
                  admin: { width: '50%', description: 'Dollars.' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
