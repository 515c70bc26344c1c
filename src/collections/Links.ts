import type { CollectionConfig } from 'payload'

import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateContent } from '@/hooks/invalidate-content'
import { validateLinkAddress } from '@/fields/validators'

import { publicContentAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'
import { textInEnglishFirst } from '@/fields/localized'

export const Links: CollectionConfig = {
  slug: 'links',
  admin: { group: 'Pages', useAsTitle: 'name', defaultColumns: ['name', 'link', 'parent'] },
  access: publicContentAccess,
  hooks: { afterChange: [firstWordsInEnglish, invalidateContent], afterDelete: [invalidateContent] },
  defaultSort: 'sort_order',
  fields: [
    textInEnglishFirst({ name: 'name', maxLength: 120 }),
    {
      name: 'link',
      type: 'text',
      required: true,
      validate: validateLinkAddress,
    },
    { name: 'icon', type: 'text', maxLength: 40, admin: { description: 'An icon name, e.g. instagram.' } },
    groupField('link', 'parent'),
    { name: 'sort_order', type: 'number', defaultValue: 0 },
  ],
}
