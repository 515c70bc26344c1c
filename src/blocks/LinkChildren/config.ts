import type { Block } from 'payload'

import { groupField } from '@/collections/group-field'

import { widgetStyle } from '@/blocks/shared-fields'

/** The links filed under a group, under the heading "Links". */
export const LinkChildrenBlock: Block = {
  slug: 'linkChildren',
  interfaceName: 'LinkChildrenWidget',
  fields: [groupField('link', 'parent', { index: false, required: true }), widgetStyle],
}
