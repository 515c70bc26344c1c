import type { Block } from 'payload'

import { buttonFields, widgetStyle } from '@/blocks/shared-fields'
import { richTextField } from '@/fields/rich-text'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionWidget',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'left_image', type: 'upload', relationTo: 'media' },
        { name: 'right_image', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    { name: 'sub_heading', type: 'text', localized: true, maxLength: 300 },
    ...richTextField('html', { label: 'Text', localized: true }),
    buttonFields(),
    widgetStyle,
  ],
}
