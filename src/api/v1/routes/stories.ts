import { createRoute, z } from '@hono/zod-openapi'

import { ARTICLE_CARD_IMAGE, ARTICLE_HERO_IMAGE, getArticle, listArticles } from '@/content/blog/articles'
import { FEED_PAGE_SIZE, listPosts, POST_IMAGE } from '@/content/feed/posts'
import { getChannel, getEpisode, SITE_CHANNEL } from '@/content/podcast/podcast'
import { slugSchema } from '@/content/slug'
import { getPayloadClient } from '@/lib/payload'

import { json } from '@/api/v1/openapi'
import { createRouter } from '@/api/v1/router'
import { errorResponses } from '@/api/v1/routes/route-helpers'
import { id, imageAspect, imageWidth, locale, pageSize } from '@/api/v1/schemas/query'
import { contentLocale } from '@/api/v1/request-language'
import {
  ArticleSchema,
  ArticleSummarySchema,
  ChannelSchema,
  EpisodeViewSchema,
  PostSchema,
} from '@/api/v1/schemas/stories'

const ok = <T extends z.ZodType>(schema: T) => ({ 200: json(schema, 'OK'), ...errorResponses })
const imageQuery = { image_aspect: imageAspect, image_width: imageWidth }
const page = z.coerce.number().int().min(1).max(10000).default(1)
const group = z.union([z.string().regex(/^[0-9]{1,10}$/), slugSchema], 'A group is an id or a slug.').optional()

/** The blog, the podcast and the feed (spec section 7). */
export const storyRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/cognito/article',
      tags: ['Blog'],
      summary: 'A page of published articles, newest first, optionally of one group and the groups below it.',
      request: {
        query: z.object({ ...imageQuery, page_size: pageSize(100).default(9), page, group, locale }).strict(),
      },
      responses: ok(z.object({ data: z.array(ArticleSummarySchema), num_pages: z.number().int() })),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const { data, num_pages } = await listArticles(await getPayloadClient(), {
        group: q.group,
        page: q.page,
        pageSize: q.page_size,
        image: {
          aspect: q.image_aspect ?? ARTICLE_CARD_IMAGE.aspect,
          width: q.image_width ?? ARTICLE_CARD_IMAGE.width,
        },
        locale: contentLocale(c),
      })
      return c.json({ data, num_pages }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/cognito/article/{url}',
      tags: ['Blog'],
      summary: 'One published article by its address, with its text, rows and the works it names.',
      request: { params: z.object({ url: slugSchema }), query: z.object({ ...imageQuery, locale }).strict() },
      responses: ok(ArticleSchema),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const article = await getArticle(
        await getPayloadClient(),
        c.req.valid('param').url,
        { aspect: q.image_aspect ?? ARTICLE_HERO_IMAGE.aspect, width: q.image_width ?? ARTICLE_HERO_IMAGE.width },
        contentLocale(c),
      )
      return c.json({ ...article, rows: article.rows as unknown as Record<string, unknown>[] }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/podcast/channel',
      tags: ['Podcast'],
      summary: 'A podcast channel (the site’s is 1) with its published episodes, newest first.',
      request: { query: z.object({ id: id.default(SITE_CHANNEL), ...imageQuery, locale }).strict() },
      responses: ok(ChannelSchema),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const channel = await getChannel(
        await getPayloadClient(),
        q.id,
        { aspect: q.image_aspect ?? '1x1', width: q.image_width ?? 600 },
        contentLocale(c),
      )
      return c.json(channel, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/podcast/episode/{url}',
      tags: ['Podcast'],
      summary: 'One published episode by its address.',
      request: { params: z.object({ url: slugSchema }), query: z.object({ ...imageQuery, locale }).strict() },
      responses: ok(EpisodeViewSchema),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const episode = await getEpisode(
        await getPayloadClient(),
        c.req.valid('param').url,
        { aspect: q.image_aspect ?? '1x1', width: q.image_width ?? 600 },
        contentLocale(c),
      )
      return c.json(episode, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/microblog/post',
      tags: ['Feed'],
      summary: 'A page of the feed’s posts, newest first, optionally of one tag (none for a tag no post has).',
      request: {
        query: z
          .object({
            ...imageQuery,
            page_size: pageSize(100).default(FEED_PAGE_SIZE),
            page,
            tag: slugSchema.optional(),
            locale,
          })
          .strict(),
      },
      responses: ok(z.object({ items: z.array(PostSchema), num_pages: z.number().int() })),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const { items, num_pages } = await listPosts(await getPayloadClient(), {
        tag: q.tag,
        page: q.page,
        pageSize: q.page_size,
        image: { aspect: q.image_aspect ?? POST_IMAGE.aspect, width: q.image_width ?? POST_IMAGE.width },
        locale: contentLocale(c),
      })
      return c.json({ items, num_pages }, 200)
    },
  )
