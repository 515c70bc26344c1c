import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '@/access/published-or-admin'
import { studioAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'
import { SLUG_MAX_LENGTH } from '@/content/slug'
import { validateSlug } from '@/fields/validators'
import { badgeLabel, productBadges } from '@/commerce/product-badges'
import { invalidateShop } from '@/hooks/invalidate-shop'

import { validateVariations } from '@/collections/Products/validate-variations'
import { richTextField } from '@/fields/rich-text'
import { textInEnglishFirst } from '@/fields/localized'
import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { viewOnSiteField } from '@/fields/view-on-site'
import { productListColumns } from '@/collections/Products/list-columns'
import { describedPicture } from '@/fields/described-picture'
import { checkSingleSku, readSingleSku, saveSingleSku, singleSkuFields } from '@/collections/Products/single-sku'
import { pictureToPublish, refuseIncompletePublish } from '@/collections/Products/ready-to-publish'
import { importedField } from '@/collections/Products/imported-field'
import { deleteProductSkus } from '@/collections/Products/delete-skus'

const cm = (name: string, label: string) => ({
  name,
  label,
  type: 'number' as const,
  min: 0,
  max: 10000,
  admin: { width: '33%', description: 'Centimetres.' },
})

/**
 * The spec's Product and art product: a painting or print with its pictures, groups, options
 * (variations) and addons. What a customer buys is a SKU: one per combination of options, each
 * with its code, price, full price and stock, edited in the SKUs table of this screen; without
 * options, the one SKU's price and stock are on the product's first tab (single-sku.ts).
 */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    group: 'Shop',
    useAsTitle: 'name',
    defaultColumns: ['name', 'list_picture', 'list_price', 'list_stock', '_status', 'updatedAt'],
    listSearchableFields: ['name', 'slug'],
    components: {
      beforeListTable: [
        '@/components/Studio/ImportLink#ImportLink',
        '@/components/Studio/Downloads.client#ProductsDownload',
      ],
    },
  },
  access: studioAccess(publishedOrAdmin),
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  defaultSort: 'sort_order',
  hooks: {
    beforeChange: [checkSingleSku, refuseIncompletePublish],
    afterChange: [saveSingleSku, firstWordsInEnglish, invalidateShop],
    afterRead: [readSingleSku],
    beforeDelete: [deleteProductSkus],
    afterDelete: [invalidateShop],
  },
  fields: [
    viewOnSiteField,
    ...productListColumns,
    importedField,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Product',
          fields: [
            textInEnglishFirst({ name: 'name', maxLength: 160 }),
            {
              name: 'slug',
              type: 'text',
              required: true,
              unique: true,
              index: true,
              maxLength: SLUG_MAX_LENGTH,
              validate: validateSlug,
              admin: {
                description: 'The address: /product/{slug}. Made from the name until you write your own.',
                components: { Field: '@/components/Studio/SlugFromName.client#SlugFromName' },
              },
            },
            ...singleSkuFields,
            {
              name: 'blurb',
              type: 'textarea',
              localized: true,
              maxLength: 500,
              admin: { description: 'One or two sentences for lists and search results.' },
            },
            ...richTextField('content', { label: 'Story', description: 'The story of the piece.', localized: true }),
            {
              type: 'row',
              fields: [
                { name: 'brand', type: 'text', maxLength: 120, admin: { width: '33%' } },
                {
                  name: 'badge',
                  type: 'select',
                  options: productBadges.map((value) => ({ value, label: badgeLabel(value) })),
                  admin: {
                    width: '33%',
                    description: 'A word on the picture in the shop, in the visitor’s language. Empty: none.',
                  },
                },
                { name: 'is_new', type: 'checkbox', label: 'New', admin: { width: '33%' } },
              ],
            },
            groupField('product', 'primary_group', { description: 'The group of the breadcrumb.' }),
            groupField('product', 'groups', {
              hasMany: true,
              description: 'Every shop category the product shows in.',
            }),
            {
              name: 'sort_order',
              type: 'number',
              defaultValue: 0,
              admin: { description: 'Lower numbers come first in the shop.' },
            },
          ],
        },
        {
          label: 'Pictures',
          fields: [
            {
              name: 'images',
              type: 'array',
              maxRows: 20,
              validate: pictureToPublish,
              admin: { description: 'The first picture is the main one. At least one is needed to publish.' },
              fields: [
                { name: 'image', type: 'upload', relationTo: 'media', required: true, validate: describedPicture },
              ],
            },
            {
              name: 'video',
              type: 'relationship',
              relationTo: 'videos',
              admin: { description: 'Played from a thumbnail in the gallery.' },
            },
            { name: 'size_chart_image', type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: 'Options and SKUs',
          fields: [
            {
              name: 'variations',
              type: 'array',
              maxRows: 3,
              validate: validateVariations,
              admin: { description: 'Choices such as print size or framing. Each combination is a SKU below.' },
              fields: [
                textInEnglishFirst({ name: 'name', maxLength: 60 }),
                {
                  name: 'options',
                  type: 'array',
                  minRows: 1,
                  maxRows: 20,
                  fields: [textInEnglishFirst({ name: 'value', maxLength: 80 })],
                },
              ],
            },
            {
              name: 'skus',
              type: 'join',
              collection: 'skus',
              on: 'product',
              defaultSort: 'sort_order',
              admin: {
                defaultColumns: ['code', 'options_label', 'price', 'full_price', 'stock'],
                description:
                  'One row per purchasable combination: code, price, full price (when on special) and stock.',
              },
            },
            {
              name: 'addons',
              type: 'relationship',
              relationTo: 'addons',
              hasMany: true,
              admin: { description: 'Extras offered with this product; its groups may offer more.' },
            },
          ],
        },
        {
          label: 'Artwork',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'year_painted', type: 'number', min: 1900, max: 2100, admin: { width: '33%' } },
                { name: 'medium', type: 'text', localized: true, maxLength: 120, admin: { width: '33%' } },
                { name: 'series', type: 'text', localized: true, maxLength: 120, admin: { width: '33%' } },
              ],
            },
            {
              type: 'row',
              fields: [
                cm('dimension_width', 'Width'),
                cm('dimension_height', 'Height'),
                cm('dimension_depth', 'Depth'),
              ],
            },
          ],
        },
        {
          label: 'Search engines',
          fields: [
            {
              name: 'title',
              type: 'text',
              localized: true,
              maxLength: 120,
              admin: { description: 'The browser title; the name when empty.' },
            },
            { name: 'meta_description', type: 'textarea', localized: true, maxLength: 320 },
          ],
        },
      ],
    },
  ],
}
