import type { CollectionConfig } from 'payload'

import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateContent } from '@/hooks/invalidate-content'

import { publicContentAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'
import { richTextField } from '@/fields/rich-text'

export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: 'Person', plural: 'People' },
  admin: {
    group: 'People',
    useAsTitle: 'last_name',
    defaultColumns: ['first_name', 'last_name', 'title'],
    listSearchableFields: ['first_name', 'last_name', 'title'],
  },
  access: publicContentAccess,
  hooks: { afterChange: [firstWordsInEnglish, invalidateContent], afterDelete: [invalidateContent] },
  defaultSort: 'sort_order',
  fields: [
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', required: true },
        { name: 'last_name', type: 'text' },
      ],
    },
    { name: 'title', type: 'text', localized: true, maxLength: 120 },
    ...richTextField('description', { label: 'Description', localized: true }),
    groupField('person'),
    { name: 'sort_order', type: 'number', defaultValue: 0 },
  ],
}
