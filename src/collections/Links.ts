import type { CollectionConfig } from 'payload'

import { invalidateContent } from '@/hooks/invalidate-content'

import { publicContentAccess } from './content-access'
import { groupField } from './group-field'

export const Links: CollectionConfig = {
  slug: 'links',
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'link', 'parent'] },
  access: publicContentAccess,
  hooks: { afterChange: [invalidateContent], afterDelete: [invalidateContent] },
  defaultSort: 'sort_order',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'link',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && (/^\/\S*$/.test(value) || /^https?:\/\/\S+$/.test(value))) ||
        'Use a path starting with / or a full http(s) address.',
    },
    { name: 'icon', type: 'text', maxLength: 40, admin: { description: 'An icon name, e.g. instagram.' } },
    groupField('link', 'parent'),
    { name: 'sort_order', type: 'number', defaultValue: 0 },
  ],
}
