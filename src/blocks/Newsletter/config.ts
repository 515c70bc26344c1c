import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** newsletter: the sign-up for the newsletter (double opt-in), for the main list or a group's. */
export const NewsletterBlock: Block = {
  slug: 'newsletter',
  interfaceName: 'NewsletterWidget',
  labels: { singular: 'Newsletter sign-up', plural: 'Newsletter sign-up' },
  fields: [
    {
      name: 'group',
      type: 'relationship',
      relationTo: 'groups',
      admin: { description: 'A list of its own (e.g. collectors of originals); empty for the studio’s newsletter.' },
    },
    widgetStyle,
  ],
}
