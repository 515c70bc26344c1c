import type { Block } from 'payload'

import { widgetStyle } from '../shared-fields'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqWidget',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Frequently asked questions', maxLength: 200 },
    { name: 'group', type: 'relationship', relationTo: 'groups', filterOptions: { model: { equals: 'faq' } } },
    widgetStyle,
  ],
}
