import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** Podcast/episode: one episode with its player. */
export const PodcastEpisodeBlock: Block = {
  slug: 'podcastEpisode',
  interfaceName: 'PodcastEpisodeWidget',
  labels: { singular: 'Podcast episode', plural: 'Podcast episode' },
  fields: [
    {
      name: 'episode',
      type: 'relationship',
      relationTo: 'podcast-episodes',
      admin: { description: 'Empty: the newest episode.' },
    },
    widgetStyle,
  ],
}
