import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** An embedded map of a place. */
export const GoogleMapBlock: Block = {
  slug: 'googleMap',
  interfaceName: 'GoogleMapWidget',
  labels: { singular: 'Map', plural: 'Maps' },
  fields: [
    { name: 'location', type: 'text', required: true, maxLength: 300 },
    {
      type: 'row',
      fields: [
        { name: 'width', type: 'text', defaultValue: '100%', maxLength: 10 },
        { name: 'height', type: 'number', defaultValue: 400, min: 100, max: 1200 },
        { name: 'zoom', type: 'number', defaultValue: 14, min: 1, max: 21 },
      ],
    },
    { name: 'show_sign', type: 'checkbox', defaultValue: true },
    widgetStyle,
  ],
}
