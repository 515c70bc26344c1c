import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'
import { textInEnglishFirst } from '@/fields/localized'

export const HeadingBlock: Block = {
  slug: 'heading',
  interfaceName: 'HeadingWidget',
  fields: [
    textInEnglishFirst({ name: 'text', maxLength: 200 }),
    {
      name: 'level',
      type: 'select',
      defaultValue: 'h2',
      options: ['h1', 'h2', 'h3', 'h4'].map((v) => ({ label: v, value: v })),
    },
    { name: 'centred', type: 'checkbox', defaultValue: false },
    widgetStyle,
  ],
}
