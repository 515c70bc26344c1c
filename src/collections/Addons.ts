import type { CollectionConfig } from 'payload'

import { invalidateShop } from '@/hooks/invalidate-shop'
import { textInEnglishFirst } from '@/fields/localized'
import { firstWordsInEnglish } from '@/hooks/first-words-in-english'

import { publicContentAccess } from '@/collections/content-access'

const addonTypes = ['Checkbox', 'Dropdown', 'Qty', 'Text'] as const
export type AddonType = (typeof addonTypes)[number]

const when = (...types: AddonType[]) => ({
  condition: (data: { type?: string }) => types.includes(data?.type as AddonType),
})

/**
 * An extra a customer can choose with a product (a certificate, gift wrapping, a dedication):
 * offered by a product or by a product group for every product in it. Its price is added to the
 * SKU's: once when ticked or filled in, per unit for a quantity, per option for a dropdown.
 */
export const Addons: CollectionConfig = {
  slug: 'addons',
  admin: { group: 'Shop', useAsTitle: 'name', defaultColumns: ['name', 'type', 'price'] },
  access: publicContentAccess,
  hooks: { afterChange: [firstWordsInEnglish, invalidateShop], afterDelete: [invalidateShop] },
  fields: [
    textInEnglishFirst({ name: 'name', maxLength: 120 }),
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'Checkbox',
      options: addonTypes.map((t) => ({ label: t, value: t })),
    },
    {
      name: 'price',
      type: 'number',
      min: 0,
      max: 100000,
      defaultValue: 0,
      admin: {
        ...when('Checkbox', 'Qty', 'Text'),
        description: 'Dollars: once when ticked or filled in, or per unit for a quantity.',
        components: { Cell: '@/components/Studio/DollarsCell#DollarsCell' },
      },
    },
    {
      name: 'options',
      type: 'array',
      maxRows: 30,
      admin: when('Dropdown'),
      validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) =>
        siblingData?.type !== 'Dropdown' ||
        (Array.isArray(value) && value.length > 0) ||
        'A dropdown needs at least one option.',
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 120 },
        {
          name: 'price',
          type: 'number',
          min: 0,
          max: 100000,
          defaultValue: 0,
          admin: { description: 'Dollars added when chosen.' },
        },
      ],
    },
    { name: 'min_qty', type: 'number', min: 0, max: 999, defaultValue: 0, admin: when('Qty') },
    {
      name: 'max_qty',
      type: 'number',
      min: 1,
      max: 999,
      defaultValue: 10,
      admin: when('Qty'),
      validate: (value: unknown, { siblingData }: { siblingData: { type?: string; min_qty?: number } }) =>
        siblingData?.type !== 'Qty' ||
        value == null ||
        Number(value) >= Number(siblingData.min_qty ?? 0) ||
        'The most must not be below the least.',
    },
    {
      name: 'max_length',
      type: 'number',
      min: 1,
      max: 500,
      defaultValue: 120,
      admin: { ...when('Text'), description: 'Longest text a customer may enter.' },
    },
  ],
}
