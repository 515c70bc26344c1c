import type { Block } from 'payload'

import { groupField } from '@/collections/group-field'

import { buttonFields, widgetStyle } from '@/blocks/shared-fields'

/** Up to three testimonials of a group, with a 100 px square portrait each. */
export const HeroTestimonialBlock: Block = {
  slug: 'heroTestimonial',
  interfaceName: 'HeroTestimonialWidget',
  fields: [
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    { name: 'sub_heading', type: 'text', localized: true, maxLength: 300 },
    groupField('testimonial', 'group', { index: false }),
    buttonFields(),
    widgetStyle,
  ],
}
