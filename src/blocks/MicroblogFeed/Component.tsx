import { getTranslations } from 'next-intl/server'

import { PostList } from '@/components/Feed/PostList'
import { Link } from '@/i18n/navigation'
import { getFeedPage } from '@/data/stories'
import { renderedLocale } from '@/i18n/page-locale'
import type { MicroblogFeedWidget } from '@/payload-types'
import { widgetLang } from '@/content/widget-language'

/** The feed's newest posts on a page, with the way to the rest. */
export async function MicroblogFeedComponent({ widget }: { widget: MicroblogFeedWidget }) {
  const tag = widget.tag?.trim() || null
  const feed = await getFeedPage(tag, 1, widget.page_size ?? 10, await renderedLocale())
  if (!feed.items.length) return null
  const t = await getTranslations('stories.feed')
  return (
    <section className="space-y-8" data-testid="feed-widget">
      {widget.heading ? (
        <h2 className="text-center text-3xl" lang={widgetLang(widget, 'heading')}>
          {widget.heading}
        </h2>
      ) : null}
      <PostList posts={feed.items} />
      {feed.num_pages > 1 ? (
        <p className="text-center">
          <Link href={tag ? `/feed/${tag}` : '/feed'} className="button-quiet">
            {tag ? t('tagTitle', { tag }) : t('allPosts')}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
