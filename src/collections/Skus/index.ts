import type { CollectionConfig } from 'payload'

import { publishedParentOrAdmin } from '@/access/published-parent-or-admin'
import { studioAccess } from '@/collections/content-access'
import { invalidateShop } from '@/hooks/invalidate-shop'

import { checkSkuOptions } from '@/collections/Skus/check-sku-options'
import { SKU_PRICE_MAX, SKU_STOCK_MAX } from '@/collections/Skus/limits'
import { releaseSku } from '@/collections/Skus/release-sku'
import { keepOrdersStock, readStockAsShown, stockAsReadField } from '@/collections/Skus/stock-as-read'

/**
 * What a customer buys: one combination of a product's options, with its own code, price, full
 * price and stock. An original painting has one SKU with stock 1. Stock is changed by the shop
 * in one atomic statement, never by reading and writing it back; the studio's screen sets it only
 * while it is still what the screen showed (stock-as-read.ts).
 */
export const Skus: CollectionConfig = {
  slug: 'skus',
  labels: { singular: 'SKU', plural: 'SKUs' },
  typescript: { interface: 'Sku' },
  admin: {
    group: 'Shop',
    useAsTitle: 'code',
    listSearchableFields: ['code', 'options_label'],
    defaultColumns: ['code', 'product', 'options_label', 'price', 'full_price', 'stock'],
  },
  access: studioAccess(publishedParentOrAdmin('product')),
  defaultSort: 'sort_order',
  hooks: {
    beforeChange: [checkSkuOptions, keepOrdersStock],
    afterRead: [readStockAsShown],
    beforeDelete: [releaseSku],
    afterChange: [invalidateShop],
    afterDelete: [invalidateShop],
  },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 60,
      admin: { description: 'Your stock code, e.g. IM-COT-A3.' },
    },
    {
      name: 'options',
      type: 'array',
      maxRows: 3,
      admin: { description: 'One value for each of the product’s options; none when it has no options.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 60, admin: { width: '50%' } },
            { name: 'value', type: 'text', required: true, maxLength: 80, admin: { width: '50%' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0,
          max: SKU_PRICE_MAX,
          admin: {
            width: '33%',
            description: 'Dollars, GST included.',
            components: { Cell: '@/components/Studio/DollarsCell#DollarsCell' },
          },
        },
        {
          name: 'full_price',
          type: 'number',
          min: 0,
          max: SKU_PRICE_MAX,
          admin: {
            width: '33%',
            description: 'The usual price while this one is on special; empty otherwise.',
            components: { Cell: '@/components/Studio/DollarsCell#DollarsCell' },
          },
        },
        {
          name: 'stock',
          type: 'number',
          required: true,
          min: 0,
          max: SKU_STOCK_MAX,
          defaultValue: 0,
          admin: { width: '33%', step: 1 },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'is_original',
          type: 'checkbox',
          label: 'One of a kind (an original)',
          admin: {
            width: '50%',
            description:
              'Held for a buyer while they pay, and sold with a certificate of authenticity. Ticked for you when the stock is 1.',
            components: { Field: '@/components/Studio/OriginalFollowsStock.client#OriginalFollowsStock' },
          },
        },
        {
          name: 'weight_grams',
          type: 'number',
          min: 1,
          max: 100_000,
          defaultValue: 1000,
          admin: { width: '50%', description: 'Packed weight in grams, for international shipping rates.' },
        },
      ],
    },
    stockAsReadField,
    { name: 'sort_order', type: 'number', defaultValue: 0 },
    { name: 'options_label', type: 'text', admin: { readOnly: true, description: 'Filled in from the options.' } },
    // The product and its options in one value, unique, so no combination can be entered twice.
    { name: 'combination', type: 'text', unique: true, index: true, admin: { hidden: true } },
  ],
}
