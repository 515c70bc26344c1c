import type { Block } from 'payload'

import { groupField } from '@/collections/group-field'

import { ASPECT_NAMES } from '@/media/aspects'

import { selectOptions, widgetStyle } from '@/blocks/shared-fields'

/** The galleries of a group as cover tiles; a tile opens its gallery below. */
export const GalleryGroupBlock: Block = {
  slug: 'galleryGroup',
  interfaceName: 'GalleryGroupWidget',
  fields: [
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    { name: 'subheading', type: 'text', localized: true, maxLength: 300 },
    groupField('gallery', 'group', { index: false, required: true }),
    { name: 'aspect', type: 'select', defaultValue: '4x3', options: selectOptions(ASPECT_NAMES) },
    widgetStyle,
  ],
}
