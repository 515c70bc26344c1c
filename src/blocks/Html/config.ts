import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** Formatted text written as HTML. */
export const HtmlBlock: Block = {
  slug: 'html',
  interfaceName: 'HtmlWidget',
  fields: [{ name: 'html', type: 'code', required: true, admin: { language: 'html' } }, widgetStyle],
}
