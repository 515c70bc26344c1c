import type { Block } from 'payload'

import { widgetStyle } from '../shared-fields'

/** The links filed under a group, under the heading "Links". */
export const LinkChildrenBlock: Block = {
  slug: 'linkChildren',
  interfaceName: 'LinkChildrenWidget',
  fields: [
    { name: 'parent', type: 'relationship', relationTo: 'groups', required: true, filterOptions: { model: { equals: 'link' } } },
    widgetStyle,
  ],
}
