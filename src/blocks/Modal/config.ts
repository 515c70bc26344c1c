import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'
import { richTextField } from '@/fields/rich-text'

/** A dialog over the page: opened by its button or when the page loads, closed by icon, backdrop or timeout. */
export const ModalBlock: Block = {
  slug: 'modal',
  interfaceName: 'ModalWidget',
  labels: { singular: 'Modal dialog', plural: 'Modal dialogs' },
  fields: [
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    ...richTextField('html', { label: 'Text', localized: true }),
    {
      name: 'button_text',
      type: 'text',
      localized: true,
      maxLength: 60,
      admin: { description: 'The button that opens it; leave empty to open when the page loads.' },
    },
    {
      name: 'timeout',
      type: 'number',
      min: 0,
      max: 600,
      admin: { description: 'Close by itself after this many seconds (0: stays open).' },
    },
    { name: 'full_height', type: 'checkbox', defaultValue: false },
    widgetStyle,
  ],
}
