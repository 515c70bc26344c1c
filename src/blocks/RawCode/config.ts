import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'
import { codeInEnglishFirst } from '@/fields/localized'

/** Markup placed on the page as it is (embeds, payment buttons). */
export const RawCodeBlock: Block = {
  slug: 'rawCode',
  interfaceName: 'RawCodeWidget',
  labels: { singular: 'Raw code', plural: 'Raw code' },
  fields: [codeInEnglishFirst({ name: 'code', admin: { language: 'html' } }), widgetStyle],
}
