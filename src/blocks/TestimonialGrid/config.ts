import type { Block } from 'payload'

import { widgetStyle } from '../shared-fields'

export const TestimonialGridBlock: Block = {
  slug: 'testimonialGrid',
  interfaceName: 'TestimonialGridWidget',
  fields: [
    { name: 'heading', type: 'text', maxLength: 200 },
    { name: 'sub_heading', type: 'text', maxLength: 300 },
    { name: 'group', type: 'relationship', relationTo: 'groups', filterOptions: { model: { equals: 'testimonial' } } },
    widgetStyle,
  ],
}
