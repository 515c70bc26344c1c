import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'
import { richTextField } from '@/fields/rich-text'

/** tpl/heading_and_content: a heading, optional image (16x9 at 1920) and HTML content. */
export const HeadingAndContentBlock: Block = {
  slug: 'headingAndContent',
  interfaceName: 'HeadingAndContentWidget',
  labels: { singular: 'Heading and content', plural: 'Heading and content' },
  fields: [
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    { name: 'sub_heading', type: 'text', localized: true, maxLength: 300 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    ...richTextField('content', { label: 'Content', localized: true }),
    widgetStyle,
  ],
}
