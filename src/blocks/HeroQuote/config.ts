import type { Block } from 'payload'

import { buttonFields, colourCodes, imageSettings, selectOptions, widgetStyle } from '@/blocks/shared-fields'
import { richTextField } from '@/fields/rich-text'

/** A 500 px banner over an image or a looping muted video. */
export const HeroQuoteBlock: Block = {
  slug: 'heroQuote',
  interfaceName: 'HeroQuoteWidget',
  fields: [
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    { name: 'sub_heading', type: 'text', localized: true, maxLength: 300 },
    ...richTextField('html', { label: 'Text', localized: true }),
    { name: 'background_image', type: 'upload', relationTo: 'media' },
    {
      name: 'background_video',
      type: 'text',
      admin: { description: 'Address of an MP4 that loops muted behind the text.' },
    },
    { name: 'overlay_image', type: 'upload', relationTo: 'media' },
    { name: 'overlay_colour', type: 'select', options: selectOptions(colourCodes) },
    { name: 'text_colour', type: 'select', defaultValue: 'wht', options: selectOptions(['wht', 'blk']) },
    {
      type: 'row',
      fields: [
        {
          name: 'justify',
          type: 'select',
          defaultValue: 'center',
          options: selectOptions(['left', 'center', 'right']),
        },
        { name: 'align', type: 'select', defaultValue: 'center', options: selectOptions(['top', 'center', 'bottom']) },
      ],
    },
    ...imageSettings,
    { name: 'parallax', type: 'checkbox', defaultValue: false },
    buttonFields(),
    widgetStyle,
  ],
}
