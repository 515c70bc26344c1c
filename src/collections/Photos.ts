import type { CollectionConfig } from 'payload'

import { invalidateContent } from '@/hooks/invalidate-content'

import { publicContentAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'

export const Photos: CollectionConfig = {
  slug: 'photos',
  admin: { group: 'Galleries', useAsTitle: 'name', defaultColumns: ['name', 'group'] },
  access: publicContentAccess,
  hooks: { afterChange: [invalidateContent], afterDelete: [invalidateContent] },
  defaultSort: 'sort_order',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 3000 },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    groupField('photo'),
    { name: 'sort_order', type: 'number', defaultValue: 0 },
  ],
}
