import type { CollectionConfig } from 'payload'

import { imageSettings, selectOptions } from '@/blocks/shared-fields'
import { validateSlug } from '@/fields/validators'
import { invalidateContent } from '@/hooks/invalidate-content'

import { publicContentAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'
import { richTextField } from '@/fields/rich-text'

/**
 * A gallery and its slides (the spec's Gallery and Slide). Its headings and each slide's words
 * are written per language; the name is the studio's own.
 */
export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: { group: 'Galleries', useAsTitle: 'name', defaultColumns: ['name', 'group'], listSearchableFields: ['name'] },
  access: publicContentAccess,
  hooks: { afterChange: [invalidateContent], afterDelete: [invalidateContent] },
  defaultSort: 'sort_order',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'url',
      type: 'text',
      required: true,
      unique: true,
      validate: validateSlug,
    },
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    { name: 'sub_heading', type: 'text', localized: true, maxLength: 300 },
    groupField('gallery'),
    { name: 'sort_order', type: 'number', defaultValue: 0 },
    {
      name: 'slides',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'heading', type: 'text', localized: true, maxLength: 200 },
        { name: 'sub_heading', type: 'text', localized: true, maxLength: 300 },
        ...richTextField('content', { label: 'Content', localized: true }),
        {
          name: 'overlay_color',
          type: 'select',
          options: selectOptions(['white', 'black', 'brand', 'success', 'info', 'warning', 'danger']),
        },
        { name: 'text_color', type: 'select', options: selectOptions(['white', 'black']) },
        ...imageSettings,
        { name: 'link', type: 'text', maxLength: 500 },
        { name: 'link_button_text', type: 'text', localized: true, maxLength: 60 },
        {
          name: 'link_target',
          type: 'select',
          options: [
            { label: 'Same tab', value: 'self' },
            { label: 'New tab', value: 'blank' },
          ],
          defaultValue: 'self',
        },
      ],
    },
  ],
}
