import type { Block } from 'payload'

import { groupField } from '@/collections/group-field'

import { widgetStyle } from '@/blocks/shared-fields'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqWidget',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Frequently asked questions', maxLength: 200 },
    groupField('faq', 'group', { index: false }),
    widgetStyle,
  ],
}
