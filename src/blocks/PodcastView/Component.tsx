import { ChannelView } from '@/components/Podcast/ChannelView'
import { SITE_CHANNEL } from '@/content/podcast/podcast'
import { getChannel } from '@/data/stories'
import { renderedLocale } from '@/i18n/page-locale'
import type { PodcastViewWidget } from '@/payload-types'

/** The podcast on a page: cover, where to listen and its episodes. */
export async function PodcastViewComponent({ widget }: { widget: PodcastViewWidget }) {
  const channel = await getChannel(widget.channel ?? SITE_CHANNEL, await renderedLocale())
  return channel ? <ChannelView channel={channel} headingLevel={2} /> : null
}
