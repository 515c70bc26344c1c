import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { invalidateSiteOnMediaChange } from '@/hooks/invalidate-site'
import { mediaUploadStorage } from '@/media/storage'

import { inspectUpload } from '@/collections/Media/inspect-upload'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    ...mediaUploadStorage,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'],
    focalPoint: true,
    crop: false,
  },
  hooks: { beforeChange: [inspectUpload], afterChange: [invalidateSiteOnMediaChange] },
  fields: [
    { name: 'alt', type: 'text', maxLength: 300 },
    {
      name: 'hash',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Content hash used in image URLs.' },
    },
    { name: 'placeholder', type: 'text', admin: { hidden: true } },
  ],
}
