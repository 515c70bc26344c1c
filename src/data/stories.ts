import 'server-only'

import type { Payload } from 'payload'

import { ARTICLE_CARD_IMAGE, blogGroups, getArticle as readArticle, listArticles } from '@/content/blog/articles'
import { listPosts, POST_IMAGE } from '@/content/feed/posts'
import { getChannel as readChannel, getEpisode as readEpisode } from '@/content/podcast/podcast'
import type { Locale } from '@/i18n/locales'
import { CONTENT_TAG, GROUPS_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { cachedRead, orNull } from '@/data/cached-read'

// The blog, the podcast and the feed, in the page's language, cached with the pages that show
// them until content, the groups or the shop (the works a story names) change.
const tags = [CONTENT_TAG, GROUPS_TAG, SHOP_TAG]

/** A page of the blog's cards, of a group or all; null for an unknown group. */
export const getArticlePage = cachedRead(
  'stories-article-page',
  tags,
  orNull(
    (payload: Payload, group: string | null, page: number, pageSize: number, locale: Locale) =>
      listArticles(payload, { group: group ?? undefined, page, pageSize, image: ARTICLE_CARD_IMAGE, locale }),
    'group_not_found',
  ),
)

/** The blog's groups with articles in them, for the blog's list of topics. */
export const getBlogGroups = cachedRead('stories-blog-groups', tags, (payload: Payload, locale: Locale) =>
  blogGroups(payload, locale),
)

/** A published article as its page shows it, or null. */
export const getArticle = cachedRead(
  'stories-article',
  tags,
  orNull(
    (payload: Payload, slug: string, locale: Locale) => readArticle(payload, slug, undefined, locale),
    'article_not_found',
  ),
)

/** The podcast channel with its episodes, or null. */
export const getChannel = cachedRead(
  'stories-channel',
  tags,
  orNull((payload: Payload, id: number, locale: Locale) => readChannel(payload, id, undefined, locale), 'channel_not_found'),
)

/** A published episode as its page shows it, or null. */
export const getEpisode = cachedRead(
  'stories-episode',
  tags,
  orNull((payload: Payload, url: string, locale: Locale) => readEpisode(payload, url, undefined, locale), 'episode_not_found'),
)

/** A page of the feed, optionally of a tag. */
export const getFeedPage = cachedRead(
  'stories-feed-page',
  tags,
  (payload, tag: string | null, page: number, pageSize: number, locale: Locale) =>
    listPosts(payload, { tag: tag ?? undefined, page, pageSize, image: POST_IMAGE, locale }),
)
