import type { Field } from 'payload'

import type { GroupModel } from './Groups/models'

/** A relationship to a group of one model, for filing items (testimonials, links, galleries …). */
export const groupField = (model: GroupModel, name = 'group'): Field => ({
  name,
  type: 'relationship',
  relationTo: 'groups',
  index: true,
  filterOptions: { model: { equals: model } },
})
