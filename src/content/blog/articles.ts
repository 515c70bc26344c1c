import type { Payload } from 'payload'

import { artworkIds, presentArtworks } from '@/content/artworks'
import { readingMinutes, textOfRows } from '@/content/blog/reading-time'
import { getGroups, type GroupView } from '@/content/groups'
import { plainTextOfHtml } from '@/content/rich-text/plain-text'
import { CONTENT_TAG, GROUPS_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { DomainError } from '@/lib/domain-error'
import { memo } from '@/lib/memo-cache'
import { relationId } from '@/lib/relation-id'
import type { Aspect } from '@/media/aspects'
import { toImage } from '@/media/image'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { withEnglishAs } from '@/content/widget-language'
import { findTranslatable, inLanguage, type Translatable, withTranslations } from '@/i18n/translations'
import type { Article } from '@/payload-types'

export type ArticleImage = { aspect: Aspect; width: number }

/** The spec's article list: 9 a page, square pictures 600 wide; the article's hero 16x9 at 1920. */
export const ARTICLE_PAGE_SIZE = 9
export const ARTICLE_CARD_IMAGE: ArticleImage = { aspect: '1x1', width: 600 }
export const ARTICLE_HERO_IMAGE: ArticleImage = { aspect: '16x9', width: 1920 }

const tags = [CONTENT_TAG, GROUPS_TAG]

/**
 * Every published article, newest first, with its translations (a blog holds tens or hundreds:
 * one read serves every list in every language).
 */
function publishedArticles(payload: Payload): Promise<Translatable<Article>[]> {
  return memo('articles:published', tags, async () => {
    return findTranslatable(payload, {
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      sort: ['-publish_time', '-id'],
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
  })
}

type ArticleGroup = Translatable<GroupView>

/** A group of the blog in `locale`; `name_lang` says its name is still English. */
const groupRef = (group: ArticleGroup, locale: Locale) => {
  const { doc: g, english } = inLanguage(group, locale)
  return {
    id: g.id,
    name: g.name,
    slug: g.slug,
    url: g.url,
    ...(english.includes('name') ? { name_lang: 'en' as const } : {}),
  }
}

/** The blog's groups, with their names in every language. */
function articleGroups(payload: Payload): Promise<ArticleGroup[]> {
  return memo('articles:groups', tags, async () =>
    withTranslations(
      payload,
      'groups',
      (await getGroups(payload)).filter((g) => g.model === 'article'),
    ),
  )
}

/**
 * A card of the blog in `locale`: picture, name, blurb, date, author, reading time; `in_english`
 * names the texts still in English.
 */
function presentSummary(
  translatable: Translatable<Article>,
  groups: ArticleGroup[],
  image: ArticleImage,
  locale: Locale,
) {
  const { doc: article, english } = inLanguage(translatable, locale)
  const groupIds = (article.groups ?? []).map(relationId)
  const text = article.rows?.length ? textOfRows(article.rows) : plainTextOfHtml(article.content ?? '')
  return {
    id: article.id,
    name: article.name,
    slug: article.slug,
    url: `/article/${article.slug}`,
    author: article.author,
    blurb: article.blurb ?? '',
    image: toImage(article.image, image),
    publish_time: article.publish_time,
    reading_time: readingMinutes(`${article.name} ${text}`),
    groups: groupIds.flatMap((id) => {
      const group = groups.find((g) => g.id === id)
      return group ? [groupRef(group, locale)] : []
    }),
    updated_at: article.updatedAt,
    in_english: english,
  }
}
export type ArticleSummary = ReturnType<typeof presentSummary>

/** The group and the groups below it in its tree. */
function subtree(groups: GroupView[], group: GroupView): Set<number> {
  return new Set(
    groups.filter((g) => g.root === group.root && g.lft >= group.lft && g.rgt <= group.rgt).map((g) => g.id),
  )
}

/** The blog's groups that list at least one published article (theirs or a group's below), in tree order. */
export async function blogGroups(payload: Payload, locale: Locale = DEFAULT_LOCALE) {
  const [articles, groups] = await Promise.all([publishedArticles(payload), articleGroups(payload)])
  const used = new Set(articles.flatMap((a) => (a.groups ?? []).map((g) => relationId(g) ?? -1)))
  return groups.filter((g) => [...subtree(groups, g)].some((id) => used.has(id))).map((g) => groupRef(g, locale))
}

type ListOptions = { group?: string | number; page: number; pageSize: number; image: ArticleImage; locale?: Locale }

/**
 * One page of published articles, newest first, of a group and the groups below it (all without
 * a group). An unknown group is refused; a page past the last is empty.
 */
export async function listArticles(
  payload: Payload,
  { group, page, pageSize, image, locale = DEFAULT_LOCALE }: ListOptions,
) {
  // Not memoised itself: any page number and size may be asked for, and the filtering is cheap.
  const [articles, groups] = await Promise.all([publishedArticles(payload), articleGroups(payload)])
  let found: ArticleGroup | undefined
  let shown = articles
  if (group !== undefined && group !== '') {
    const byId = typeof group === 'number' || /^\d+$/.test(group)
    found = groups.find((g) => (byId ? g.id === Number(group) : g.slug === group))
    if (!found) throw new DomainError('group_not_found')
    const ids = subtree(groups, found)
    shown = articles.filter((a) => (a.groups ?? []).some((g) => ids.has(relationId(g) ?? -1)))
  }
  return {
    data: shown.slice((page - 1) * pageSize, page * pageSize).map((a) => presentSummary(a, groups, image, locale)),
    num_pages: Math.ceil(shown.length / pageSize),
    group: found ? groupRef(found, locale) : null,
  }
}

/** An article as its page shows it in `locale`: its card's facts with its text, rows and the works it names. */
export async function presentArticle(
  payload: Payload,
  translatable: Translatable<Article>,
  image: ArticleImage = ARTICLE_HERO_IMAGE,
  locale: Locale = DEFAULT_LOCALE,
) {
  const groups = await articleGroups(payload)
  const { doc: article } = inLanguage(translatable, locale)
  // A widget's words she has not translated are its English ones, marked so.
  const rows = locale === DEFAULT_LOCALE ? (article.rows ?? []) : withEnglishAs(article.rows ?? [], translatable.rows)
  return {
    ...presentSummary(translatable, groups, image, locale),
    content: article.content ?? '',
    rows,
    title: article.title || article.name,
    meta_description: article.meta_description || article.blurb || '',
    artworks: await presentArtworks(payload, artworkIds(article.artworks), locale),
  }
}

/** One published article by its address in `locale`, with its text, rows and the shop's works it names. */
export function getArticle(
  payload: Payload,
  slug: string,
  image: ArticleImage = ARTICLE_HERO_IMAGE,
  locale: Locale = DEFAULT_LOCALE,
) {
  return memo(`articles:one:${slug}:${image.aspect}:${image.width}:${locale}`, [...tags, SHOP_TAG], async () => {
    const article = (await publishedArticles(payload)).find((a) => a.slug === slug)
    if (!article) throw new DomainError('article_not_found')
    return presentArticle(payload, article, image, locale)
  })
}
export type ArticleView = Awaited<ReturnType<typeof getArticle>>

/** Every published article, newest first, for the sitemap and the blog's feed. */
export async function allArticles(payload: Payload, image: ArticleImage = ARTICLE_CARD_IMAGE) {
  const [articles, groups] = await Promise.all([publishedArticles(payload), articleGroups(payload)])
  return articles.map((a) => ({ ...presentSummary(a, groups, image, DEFAULT_LOCALE), content: a.content ?? '' }))
}
