import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { studioAccess } from '@/collections/content-access'
import { SLUG_MAX_LENGTH } from '@/content/slug'
import { validateSlug } from '@/fields/validators'
import { textInEnglishFirst } from '@/fields/localized'
import { firstWordsInEnglish } from '@/hooks/first-words-in-english'

import { maintainTreeAfterChange, maintainTreeAfterDelete } from '@/collections/Groups/maintain-tree'
import { groupModels } from '@/collections/Groups/models'
import { validateParent } from '@/collections/Groups/validate-parent'

const treeNumber = (name: string, description: string) => ({
  name,
  type: 'number' as const,
  index: true,
  admin: { readOnly: true, position: 'sidebar' as const, description },
})

/** The spec's Group: one nested tree per model (shop categories, blog sections, galleries …). */
export const Groups: CollectionConfig = {
  slug: 'groups',
  admin: { group: 'Shop', useAsTitle: 'name', defaultColumns: ['name', 'model', 'slug', 'parent', 'level'] },
  access: studioAccess(anyone),
  hooks: { afterChange: [maintainTreeAfterChange, firstWordsInEnglish], afterDelete: [maintainTreeAfterDelete] },
  fields: [
    textInEnglishFirst({ name: 'name', maxLength: 120 }),
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      maxLength: SLUG_MAX_LENGTH,
      validate: validateSlug,
    },
    {
      name: 'model',
      type: 'select',
      required: true,
      index: true,
      options: groupModels.map((m) => ({ label: m, value: m })),
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'groups',
      validate: validateParent,
      filterOptions: ({ data, id }) => ({ model: { equals: data?.model }, ...(id ? { id: { not_equals: id } } : {}) }),
    },
    {
      name: 'sort_order',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'Lower numbers come first among siblings.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'textarea', localized: true, maxLength: 5000 },
    {
      name: 'addons',
      type: 'relationship',
      relationTo: 'addons',
      hasMany: true,
      admin: {
        condition: (data) => data?.model === 'product',
        description: 'Extras offered with every product in this group.',
      },
    },
    treeNumber('root', 'The tree this group belongs to (the id of its top group).'),
    treeNumber('lft', 'Nested-set left number.'),
    treeNumber('rgt', 'Nested-set right number.'),
    treeNumber('level', 'Depth below the top group.'),
  ],
}
