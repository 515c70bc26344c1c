import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { studioAccess } from '@/collections/content-access'
import { invalidatePromotions } from '@/hooks/invalidate-promotions'

/**
 * A promotion code: a percentage or a fixed amount off the goods (never off shipping), with an
 * optional minimum spend, dates, limits and eligible categories. One code per order. `times_used`
 * counts orders holding the code (awaiting payment or paid); a cancelled order gives its use back.
 */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  admin: {
    group: 'Shop',
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'value', 'min_spend', 'starts_at', 'ends_at', 'times_used', 'enabled'],
  },
  access: studioAccess(isAdmin),
  hooks: {
    afterChange: [invalidatePromotions],
    afterDelete: [invalidatePromotions],
    beforeChange: [
      ({ data }) => (typeof data.code === 'string' ? { ...data, code: data.code.trim().toUpperCase() } : data),
    ],
  },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 40,
      admin: { description: 'What the customer types; letters and digits, kept in capitals.' },
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          options: [
            { label: 'Percentage off', value: 'percent' },
            { label: 'Fixed amount off', value: 'fixed' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'value',
          type: 'number',
          required: true,
          min: 0,
          max: 100_000,
          admin: {
            width: '50%',
            description: 'Percent (up to 100) or dollars.',
            components: { Cell: '@/components/Studio/PromotionValueCell#PromotionValueCell' },
          },
        },
      ],
    },
    {
      name: 'min_spend',
      type: 'number',
      min: 0,
      max: 1_000_000,
      admin: {
        description: 'Dollars of goods, GST included.',
        components: { Cell: '@/components/Studio/DollarsCell#DollarsCell' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'starts_at', type: 'date', admin: { width: '50%', date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'ends_at', type: 'date', admin: { width: '50%', date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'usage_limit',
          type: 'number',
          min: 1,
          admin: { width: '33%', description: 'Orders in all; empty for no limit.' },
        },
        {
          name: 'per_customer_limit',
          type: 'number',
          min: 1,
          admin: { width: '33%', description: 'Orders per customer.' },
        },
        { name: 'times_used', type: 'number', defaultValue: 0, min: 0, admin: { width: '33%', readOnly: true } },
      ],
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'groups',
      hasMany: true,
      filterOptions: { model: { equals: 'product' } },
      admin: { description: 'Only items in these categories are discounted; none means the whole order.' },
    },
  ],
}
