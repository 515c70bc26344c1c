import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** Podcast/view: the podcast with its episodes (the spec's channel 1). */
export const PodcastViewBlock: Block = {
  slug: 'podcastView',
  interfaceName: 'PodcastViewWidget',
  labels: { singular: 'Podcast channel', plural: 'Podcast channel' },
  fields: [{ name: 'channel', type: 'number', defaultValue: 1, min: 1 }, widgetStyle],
}
