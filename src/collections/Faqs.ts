import type { CollectionConfig } from 'payload'

import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateContent } from '@/hooks/invalidate-content'

import { publicContentAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'
import { richTextField } from '@/fields/rich-text'
import { textInEnglishFirst } from '@/fields/localized'

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
  hooks: { afterChange: [firstWordsInEnglish, invalidateContent], afterDelete: [invalidateContent] },
  defaultSort: 'sort_order',
  fields: [
    textInEnglishFirst({ name: 'name', maxLength: 200, label: 'Question' }),
    ...richTextField('content', { label: 'Answer', requiredInEnglish: true }),
    groupField('faq'),
    { name: 'sort_order', type: 'number', defaultValue: 0 },
  ],
}
