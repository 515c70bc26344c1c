import type { Block } from 'payload'

import { groupField } from '@/collections/group-field'

import { widgetStyle } from '@/blocks/shared-fields'

/** tpl/shop: a grid of the shop's products, of one category or all, on any page. */
export const ShopBlock: Block = {
  slug: 'tplShop',
  interfaceName: 'TplShopWidget',
  labels: { singular: 'Shop', plural: 'Shop' },
  fields: [
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    groupField('product', 'group', {
      index: false,
      description: 'Only this category and its subcategories; empty for the whole shop.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'limit',
          type: 'number',
          defaultValue: 12,
          min: 1,
          max: 240,
          admin: { width: '50%', description: 'How many products at most (the shop shows up to 240).' },
        },
        {
          name: 'order',
          type: 'select',
          defaultValue: 'shop',
          options: [
            { label: 'As in the shop', value: 'shop' },
            { label: 'Newest first', value: 'newest' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    widgetStyle,
  ],
}
