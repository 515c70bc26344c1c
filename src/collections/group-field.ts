import type { Field } from 'payload'

import type { GroupModel } from '@/collections/Groups/models'

/**
 * A relationship to a group of one model: for filing items (testimonials, links, galleries …),
 * indexed by default, and for widgets that show a group (stored as JSON, so no index).
 */
export const groupField = (
  model: GroupModel,
  name = 'group',
  options: { required?: boolean; index?: boolean; hasMany?: boolean; description?: string; sidebar?: boolean } = {},
): Field => ({
  name,
  type: 'relationship',
  relationTo: 'groups',
  index: options.index ?? true,
  ...(options.required ? { required: true } : {}),
  ...(options.hasMany ? { hasMany: true } : {}),
  admin: {
    ...(options.description ? { description: options.description } : {}),
    ...(options.sidebar ? { position: 'sidebar' } : {}),
  },
  filterOptions: { model: { equals: model } },
})
