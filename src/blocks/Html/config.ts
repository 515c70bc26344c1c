import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'
import { codeInEnglishFirst } from '@/fields/localized'

/** Formatted text written as HTML. */
export const HtmlBlock: Block = {
  slug: 'html',
  interfaceName: 'HtmlWidget',
  fields: [codeInEnglishFirst({ name: 'html', admin: { language: 'html' } }), widgetStyle],
}
