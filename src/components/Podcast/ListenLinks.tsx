import { useTranslations } from 'next-intl'

import type { ChannelView } from '@/content/podcast/podcast'

/** The services of the spec, in its order; each shown only when the artist gave its address. */
const services = [
  ['amazon_url', 'Amazon Music'],
  ['itunes_url', 'iTunes'],
  ['spotify_url', 'Spotify'],
  ['deezer_url', 'Deezer'],
  ['tune_in_url', 'TuneIn'],
  ['iheart_url', 'iHeart Radio'],
  ['samsung_cast_url', 'Samsung Cast'],
] as const

/** "Listen" and where: the set services, then the RSS feed, which is always there. */
export function ListenLinks({ channel }: { channel: ChannelView }) {
  const t = useTranslations('stories.podcast')
  const links = services.filter(([key]) => channel[key])
  return (
    <nav aria-label={t('listen')} className="flex flex-wrap items-center gap-2" data-testid="listen-links">
      <span className="eyebrow me-2">{t('listen')}</span>
      {links.map(([key, name]) => (
        <a
          key={key}
          href={channel[key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('listenOn', { service: name })}
          className="pill-link"
        >
          {name}
        </a>
      ))}
      <a href={channel.rss_url} className="pill-link" data-testid="rss-link">
        {t('rssFeed')}
      </a>
    </nav>
  )
}
