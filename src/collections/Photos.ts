import type { CollectionConfig } from 'payload'

import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateContent } from '@/hooks/invalidate-content'

import { publicContentAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'
import { textInEnglishFirst } from '@/fields/localized'

export const Photos: CollectionConfig = {
  slug: 'photos',
  admin: { group: 'Galleries', useAsTitle: 'name', defaultColumns: ['name', 'group'] },
  access: publicContentAccess,
  hooks: { afterChange: [firstWordsInEnglish, invalidateContent], afterDelete: [invalidateContent] },
  defaultSort: 'sort_order',
  fields: [
    textInEnglishFirst({ name: 'name', maxLength: 200 }),
    { name: 'description', type: 'textarea', localized: true, maxLength: 3000 },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    groupField('photo'),
    { name: 'sort_order', type: 'number', defaultValue: 0 },
  ],
}
