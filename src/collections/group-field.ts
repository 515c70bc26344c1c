import type { Field } from 'payload'

import type { GroupModel } from './Groups/models'

/**
 * A relationship to a group of one model: for filing items (testimonials, links, galleries …),
 * indexed by default, and for widgets that show a group (stored as JSON, so no index).
 */
export const groupField = (model: GroupModel, name = 'group', options: { required?: boolean; index?: boolean } = {}): Field => ({
  name,
  type: 'relationship',
  relationTo: 'groups',
  index: options.index ?? true,
  ...(options.required ? { required: true } : {}),
  filterOptions: { model: { equals: model } },
})
