import type { CollectionConfig } from 'payload'

import { invalidateContent } from '@/hooks/invalidate-content'
import { validateSlug } from '@/fields/validators'

import { publicContentAccess } from '@/collections/content-access'

const videoPlatforms = ['youtube', 'vimeo', 'file'] as const

/** A video: on a platform by its id there, or a file of the site's own. */
export const Videos: CollectionConfig = {
  slug: 'videos',
  admin: { group: 'Galleries', useAsTitle: 'name', defaultColumns: ['name', 'platform', 'length'] },
  access: publicContentAccess,
  hooks: { afterChange: [invalidateContent], afterDelete: [invalidateContent] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      validate: validateSlug,
    },
    {
      name: 'platform',
      type: 'select',
      defaultValue: 'youtube',
      required: true,
      options: videoPlatforms.map((p) => ({ label: p, value: p })),
    },
    {
      name: 'video_id',
      type: 'text',
      maxLength: 60,
      admin: { description: 'The id on the platform (e.g. the v= part of a YouTube address).' },
    },
    {
      name: 'file',
      type: 'text',
      maxLength: 500,
      admin: { description: 'Address of an MP4, for the "file" platform.' },
    },
    { name: 'length', type: 'number', min: 0, admin: { description: 'Seconds.' } },
    { name: 'slate', type: 'text', maxLength: 200, admin: { description: 'Text over the still before playing.' } },
    { name: 'slate_image', type: 'upload', relationTo: 'media' },
  ],
}
