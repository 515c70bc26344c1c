import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { studioAccess } from '@/collections/content-access'
import { invalidateContent } from '@/hooks/invalidate-content'

const path = (value: unknown) =>
  (typeof value === 'string' && /^\/[^\s?#]*$/.test(value)) || 'Use a path starting with /, without spaces.'

/** An old address and where it now lives; applied before pages are looked up. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { group: 'Settings', useAsTitle: 'from', defaultColumns: ['from', 'to'] },
  access: studioAccess(anyone),
  hooks: { afterChange: [invalidateContent], afterDelete: [invalidateContent] },
  fields: [
    { name: 'from', type: 'text', required: true, unique: true, index: true, validate: path },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        path(value) === true ||
        (typeof value === 'string' && /^https?:\/\//.test(value)) ||
        'Use a path starting with / or a full address.',
    },
  ],
}
