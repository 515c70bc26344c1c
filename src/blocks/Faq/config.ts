import type { Block } from 'payload'

import { groupField } from '@/collections/group-field'

import { widgetStyle } from '@/blocks/shared-fields'
import { DEFAULT_LOCALE } from '@/i18n/locales'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqWidget',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      // Written in English: another language's widget without its own heading reads the English one.
      defaultValue: ({ locale }: { locale?: string }) =>
        locale === DEFAULT_LOCALE ? 'Frequently asked questions' : undefined,
      maxLength: 200,
    },
    groupField('faq', 'group', { index: false }),
    widgetStyle,
  ],
}
