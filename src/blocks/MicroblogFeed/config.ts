import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** Microblog/feed: the newest posts of the feed, or of one tag, on any page (the home page shows 3). */
export const MicroblogFeedBlock: Block = {
  slug: 'microblogFeed',
  interfaceName: 'MicroblogFeedWidget',
  labels: { singular: 'Feed', plural: 'Feed' },
  fields: [
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        {
          name: 'page_size',
          label: 'Posts',
          type: 'number',
          defaultValue: 10,
          min: 1,
          max: 100,
          admin: { width: '50%' },
        },
        {
          name: 'tag',
          type: 'text',
          maxLength: 60,
          admin: { width: '50%', description: 'Only posts with this tag; empty for all.' },
        },
      ],
    },
    widgetStyle,
  ],
}
