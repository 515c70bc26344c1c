import type { Block } from 'payload'

import { buttonFields, selectOptions, widgetStyle } from '@/blocks/shared-fields'
import { richTextField } from '@/fields/rich-text'

export const ImageWithContentBlock: Block = {
  slug: 'imageWithContent',
  interfaceName: 'ImageWithContentWidget',
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'image_position', type: 'select', defaultValue: 'left', options: selectOptions(['left', 'right']) },
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    ...richTextField('html', { label: 'Text', localized: true }),
    buttonFields(),
    widgetStyle,
  ],
}
