import type { Block } from 'payload'

import { groupField } from '@/collections/group-field'

import { widgetStyle } from '@/blocks/shared-fields'

export const TestimonialGridBlock: Block = {
  slug: 'testimonialGrid',
  interfaceName: 'TestimonialGridWidget',
  fields: [
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    { name: 'sub_heading', type: 'text', localized: true, maxLength: 300 },
    groupField('testimonial', 'group', { index: false }),
    widgetStyle,
  ],
}
