import type { Field } from 'payload'

import { colourCodes, opacities, saturations, selectOptions } from '@/blocks/shared-fields'
import { widgetBlocks } from '@/blocks/widget-blocks'

const sides = (prefix: string): Field => ({
  type: 'row',
  fields: (['top', 'right', 'bottom', 'left'] as const).map((side) => ({
    name: `${prefix}_${side}`,
    type: 'number' as const,
    min: 0,
    max: 400,
    admin: { width: '25%', description: `${prefix} ${side} (px)` },
  })),
})

const animationTypes = ['none', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in'] as const

/**
 * The spec's second page model: a list of content blocks, each with its own timing, colours,
 * spacing, background and scroll animation. Shown instead of rows when the site configuration's
 * listPageContentFeature is on.
 */
export const pageContentsField: Field = {
  name: 'pageContents',
  type: 'array',
  labels: { singular: 'Content block', plural: 'Content blocks' },
  admin: { description: 'Used when "List page content feature" is on in the site configuration.', initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', maxLength: 120 },
        { name: 'sort_order', type: 'number', defaultValue: 0 },
        {
          name: 'anchor_name',
          type: 'text',
          maxLength: 60,
          validate: (v: unknown) =>
            !v || /^[a-z][a-z0-9-]*$/.test(String(v)) || 'Lower-case letters, digits and dashes.',
        },
      ],
    },
    { name: 'template', type: 'blocks', blocks: widgetBlocks, maxRows: 1, label: 'Content' },
    {
      type: 'row',
      fields: [
        { name: 'hidden', type: 'checkbox', defaultValue: false },
        { name: 'start_time', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'end_time', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'text_colour', type: 'select', options: selectOptions(['wht', 'blk']) },
        { name: 'background_colour', type: 'select', options: selectOptions(colourCodes) },
        { name: 'full_width', type: 'checkbox', defaultValue: false },
      ],
    },
    sides('padding'),
    sides('margin'),
    {
      name: 'background',
      type: 'group',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        {
          type: 'row',
          fields: [
            { name: 'opacity', type: 'select', defaultValue: '100', options: selectOptions(opacities) },
            { name: 'saturation', type: 'select', defaultValue: '100', options: selectOptions(saturations) },
            { name: 'fixed', type: 'checkbox', defaultValue: false },
          ],
        },
        {
          name: 'video',
          type: 'text',
          maxLength: 500,
          admin: { description: 'Address of an MP4 looping behind the block.' },
        },
      ],
    },
    {
      name: 'animation',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'type', type: 'select', defaultValue: 'none', options: selectOptions(animationTypes) },
            {
              name: 'easing',
              type: 'select',
              defaultValue: 'ease',
              options: selectOptions(['ease', 'ease-in', 'ease-out', 'ease-in-out', 'linear']),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'offset', type: 'number', defaultValue: 120, min: 0, max: 1000 },
            { name: 'duration', type: 'number', defaultValue: 400, min: 0, max: 5000 },
            { name: 'delay', type: 'number', defaultValue: 0, min: 0, max: 5000 },
          ],
        },
      ],
    },
  ],
}
