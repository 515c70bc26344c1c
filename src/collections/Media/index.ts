import type { CollectionConfig } from 'payload'

import { nobodyField } from '@/access/nobody'
import { publicMediaOrAdmin } from '@/access/public-media-or-admin'
import { studioAccess } from '@/collections/content-access'
import { invalidateSiteOnMediaChange } from '@/hooks/invalidate-site'
import { refuseUploadWhileStorageIsDown } from '@/media/object-storage'
import { mediaUploadStorage } from '@/media/storage'

import { inspectUpload } from '@/collections/Media/inspect-upload'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Galleries',
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'],
    listSearchableFields: ['alt', 'filename'],
    description:
      'Drop several pictures at once to upload them together. Click a picture to set its focal point or crop it.',
  },
  access: studioAccess(publicMediaOrAdmin),
  upload: {
    ...mediaUploadStorage,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'],
    focalPoint: true,
    crop: true,
  },
  hooks: { beforeChange: [refuseUploadWhileStorageIsDown, inspectUpload], afterChange: [invalidateSiteOnMediaChange] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      maxLength: 300,
      label: 'Description (alt text)',
      admin: {
        description:
          'What the picture shows, for visitors who cannot see it and for search engines, e.g. "Cottesloe jetty at dawn, watercolour". Needed for the shop’s pictures.',
      },
    },
    {
      // Not unique: the same bytes may be stored twice (two customers' photos, or a customer's copy
      // of a studio picture), and refusing a duplicate would tell an uploader which bytes exist.
      name: 'hash',
      type: 'text',
      index: true,
      // Part of the picture's addresses, nothing she needs to see.
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Only the server names an owner (a customer's profile photo), never a caller of Payload's doors.
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'A customer’s upload: seen only by them and the studio.',
        // The studio's own pictures have no owner: the field is shown only on a customer's.
        condition: (data) => data?.owner != null,
      },
    },
    { name: 'placeholder', type: 'text', admin: { hidden: true } },
  ],
}
