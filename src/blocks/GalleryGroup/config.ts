import type { Block } from 'payload'

import { ASPECT_NAMES } from '@/media/aspects'

import { selectOptions, widgetStyle } from '../shared-fields'

/** The galleries of a group as cover tiles; a tile opens its gallery below. */
export const GalleryGroupBlock: Block = {
  slug: 'galleryGroup',
  interfaceName: 'GalleryGroupWidget',
  fields: [
    { name: 'heading', type: 'text', maxLength: 200 },
    { name: 'subheading', type: 'text', maxLength: 300 },
    { name: 'group', type: 'relationship', relationTo: 'groups', required: true, filterOptions: { model: { equals: 'gallery' } } },
    { name: 'aspect', type: 'select', defaultValue: '4x3', options: selectOptions(ASPECT_NAMES) },
    widgetStyle,
  ],
}
