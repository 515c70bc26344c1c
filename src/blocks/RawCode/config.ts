import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** Markup placed on the page as it is (embeds, payment buttons). */
export const RawCodeBlock: Block = {
  slug: 'rawCode',
  interfaceName: 'RawCodeWidget',
  labels: { singular: 'Raw code', plural: 'Raw code' },
  fields: [{ name: 'code', type: 'code', required: true, admin: { language: 'html' } }, widgetStyle],
}
