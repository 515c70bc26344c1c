import type { CollectionConfig } from 'payload'

import { invalidateContent } from '@/hooks/invalidate-content'

import { publicContentAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'
import { richTextField } from '@/fields/rich-text'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ entry', plural: 'FAQ' },
  admin: {
    group: 'Pages',
    useAsTitle: 'name',
    defaultColumns: ['name', 'group', 'sort_order'],
    listSearchableFields: ['name'],
  },
  access: publicContentAccess,
  hooks: { afterChange: [invalidateContent], afterDelete: [invalidateContent] },
  defaultSort: 'sort_order',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, label: 'Question' },
    ...richTextField('content', { label: 'Answer', required: true }),
    groupField('faq'),
    { name: 'sort_order', type: 'number', defaultValue: 0 },
  ],
}
