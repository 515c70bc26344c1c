import type { Block } from 'payload'

import { groupField } from '@/collections/group-field'

import { widgetStyle } from '@/blocks/shared-fields'

/** Up to 64 people, alternating left and right. */
export const PersonListBlock: Block = {
  slug: 'personList',
  interfaceName: 'PersonListWidget',
  fields: [
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    groupField('person', 'group', { index: false }),
    widgetStyle,
  ],
}
