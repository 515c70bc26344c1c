import { EpisodeView } from '@/components/Podcast/EpisodeView'
import { SITE_CHANNEL } from '@/content/podcast/podcast'
import { getChannel, getEpisode } from '@/data/stories'
import { renderedLocale } from '@/i18n/page-locale'
import type { PodcastEpisodeWidget } from '@/payload-types'

/** One episode on a page with its player: the chosen one, or the newest. */
export async function PodcastEpisodeComponent({ widget }: { widget: PodcastEpisodeWidget }) {
  const chosen = typeof widget.episode === 'object' && widget.episode ? widget.episode.url : null
  const locale = await renderedLocale()
  const url = chosen ?? (await getChannel(SITE_CHANNEL, locale))?.episodes[0]?.url
  const episode = url ? await getEpisode(url, locale) : null
  return episode ? <EpisodeView episode={episode} headingLevel={2} /> : null
}
