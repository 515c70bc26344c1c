import type { CollectionConfig } from 'payload'

import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateContent } from '@/hooks/invalidate-content'

import { publicContentAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'
import { richTextField } from '@/fields/rich-text'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    group: 'People',
    useAsTitle: 'name',
    defaultColumns: ['name', 'title', 'rating', 'group'],
    listSearchableFields: ['name', 'title'],
  },
  access: publicContentAccess,
  hooks: { afterChange: [firstWordsInEnglish, invalidateContent], afterDelete: [invalidateContent] },
  defaultSort: 'sort_order',
  fields: [
    ...richTextField('content', { label: 'What they said', requiredInEnglish: true }),
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'title', type: 'text', localized: true, maxLength: 120 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'rating', type: 'number', min: 1, max: 5, defaultValue: 5 },
    groupField('testimonial'),
    { name: 'sort_order', type: 'number', defaultValue: 0 },
  ],
}
