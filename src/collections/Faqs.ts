import type { CollectionConfig } from 'payload'

import { invalidateContent } from '@/hooks/invalidate-content'

import { publicContentAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ entry', plural: 'FAQ' },
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'group', 'sort_order'] },
  access: publicContentAccess,
  hooks: { afterChange: [invalidateContent], afterDelete: [invalidateContent] },
  defaultSort: 'sort_order',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, label: 'Question' },
    { name: 'content', type: 'textarea', required: true, maxLength: 5000, label: 'Answer (HTML allowed)' },
    groupField('faq'),
    { name: 'sort_order', type: 'number', defaultValue: 0 },
  ],
}
