import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** form: one of the forms built under Forms & newsletter, on any page. */
export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormWidget',
  labels: { singular: 'Form', plural: 'Form' },
  fields: [{ name: 'form', type: 'relationship', relationTo: 'forms' }, widgetStyle],
}
