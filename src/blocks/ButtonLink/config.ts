import type { Block } from 'payload'

import { colourCodes, selectOptions, widgetStyle } from '@/blocks/shared-fields'
import { textInEnglishFirst } from '@/fields/localized'

/** A button to a page of the site (when chosen) or to an address. */
export const ButtonLinkBlock: Block = {
  slug: 'buttonLink',
  interfaceName: 'ButtonLinkWidget',
  fields: [
    textInEnglishFirst({ name: 'button_text', maxLength: 60 }),
    { name: 'link_to_page', type: 'relationship', relationTo: 'pages' },
    { name: 'button_url', type: 'text', maxLength: 500 },
    { name: 'link_to_document', type: 'upload', relationTo: 'media' },
    { name: 'button_colour', type: 'select', defaultValue: 'blk', options: selectOptions(colourCodes) },
    {
      type: 'row',
      fields: [
        { name: 'open_in_new_tab', type: 'checkbox' },
        { name: 'full_width', type: 'checkbox' },
      ],
    },
    widgetStyle,
  ],
}
