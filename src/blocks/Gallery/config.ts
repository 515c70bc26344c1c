import type { Block } from 'payload'

import { ASPECT_NAMES } from '@/media/aspects'

import { selectOptions, widgetStyle } from '@/blocks/shared-fields'

export const galleryTypes = ['slider', 'grid', 'shadowgrid', 'centeredgrid'] as const

export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryWidget',
  fields: [
    { name: 'gallery', type: 'relationship', relationTo: 'galleries', required: true },
    { name: 'type', type: 'select', required: true, defaultValue: 'grid', options: selectOptions(galleryTypes) },
    {
      type: 'row',
      fields: [
        { name: 'heading', type: 'text', localized: true, maxLength: 200 },
        { name: 'subheading', type: 'text', localized: true, maxLength: 300 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'grid_width', type: 'number', min: 1, max: 6, defaultValue: 3 },
        { name: 'limit_slides', type: 'number', min: 1 },
        { name: 'width', type: 'number', min: 25, max: 4000, defaultValue: 600 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'aspect', type: 'select', defaultValue: '4x3', options: selectOptions(ASPECT_NAMES) },
        { name: 'lightbox_aspect', type: 'select', defaultValue: 'raw', options: selectOptions(ASPECT_NAMES) },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'show_heading',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Slide heading on hover.' },
        },
        { name: 'use_lightbox', type: 'checkbox', defaultValue: true },
      ],
    },
    widgetStyle,
  ],
}
