import { createRoute, z } from '@hono/zod-openapi'

import { pageSlugSchema } from '@/content/slug'

import { getFaqs, getGallery, getLinks, getPeople, getPhotos, getTestimonials, getVideos } from '@/content/collections'
import { listPublishedPages, presentPageSummary } from '@/content/page-list'
import { getPublishedPage } from '@/content/pages'
import { getPayloadClient } from '@/lib/payload'

import { ErrorSchema } from '@/api/v1/errors'
import { DomainError } from '@/lib/domain-error'
import { json } from '@/api/v1/openapi'
import { createRouter } from '@/api/v1/router'
import {
  FaqSchema,
  GallerySchema,
  LinkSchema,
  list,
  PageSchema,
  PageSummarySchema,
  pagedList,
  PersonSchema,
  PhotoSchema,
  TestimonialSchema,
  VideoSchema,
} from '@/api/v1/schemas/content'
import { id, imageAspect, imageWidth, locale, optionalId, pageSize } from '@/api/v1/schemas/query'
import { contentLocale } from '@/api/v1/request-language'

const notFound = json(ErrorSchema, 'Not found')
const invalid = json(ErrorSchema, 'The request is not valid')
const get = <Q extends z.ZodObject, R extends z.ZodType>(path: string, summary: string, query: Q, ok: R) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Content'],
    summary,
    request: { query },
    responses: { 200: json(ok, 'OK'), 400: invalid, 404: notFound },
  })

const onePage = createRoute({
  method: 'get',
  path: '/cognito/page/{slug}',
  tags: ['Content'],
  summary: 'One published page by slug, with its rows.',
  request: {
    params: z.object({ slug: pageSlugSchema }),
    query: z.object({ pb: z.string().optional(), locale }).strict(),
  },
  responses: { 200: json(PageSchema, 'OK'), 400: invalid, 404: notFound },
})

const strict = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict()

export const contentRoutes = createRouter()
  .openapi(
    get(
      '/cognito/page',
      'Published pages.',
      strict({ page_size: pageSize(100).default(100), pb: z.coerce.number().int().min(1).default(1), locale }),
      pagedList(PageSummarySchema),
    ),
    async (c) => {
      const { page_size, pb } = c.req.valid('query')
      return c.json(await listPublishedPages(await getPayloadClient(), pb, page_size, contentLocale(c)), 200)
    },
  )
  .openapi(onePage, async (c) => {
    const page = await getPublishedPage(await getPayloadClient(), c.req.valid('param').slug, contentLocale(c))
    if (!page) throw new DomainError('page_not_found')
    return c.json({ ...presentPageSummary(page), rows: (page.rows ?? []) as unknown as Record<string, unknown>[] }, 200)
  })
  .openapi(
    get(
      '/cognito/faq',
      'FAQ entries, optionally of one group.',
      strict({ group: optionalId, locale }),
      list(FaqSchema),
    ),
    async (c) =>
      c.json({ data: await getFaqs(await getPayloadClient(), c.req.valid('query').group, contentLocale(c)) }, 200),
  )
  .openapi(
    get(
      '/cognito/link',
      'Links, optionally under one parent group.',
      strict({ parent: optionalId, locale }),
      list(LinkSchema),
    ),
    async (c) =>
      c.json({ data: await getLinks(await getPayloadClient(), c.req.valid('query').parent, contentLocale(c)) }, 200),
  )
  .openapi(
    get(
      '/cognito/testimonial',
      'Testimonials of a group.',
      strict({
        group: optionalId,
        page_size: pageSize(100).default(3),
        image_aspect: imageAspect,
        image_width: imageWidth,
        locale,
      }),
      list(TestimonialSchema),
    ),
    async (c) => {
      const q = c.req.valid('query')
      const data = await getTestimonials(
        await getPayloadClient(),
        {
          group: q.group,
          limit: q.page_size,
          image: { aspect: q.image_aspect ?? '1x1', width: q.image_width ?? 100 },
        },
        contentLocale(c),
      )
      return c.json({ data }, 200)
    },
  )
  .openapi(
    get(
      '/cognito/person',
      'People, up to 64.',
      strict({
        group: optionalId,
        page_size: pageSize(64).default(64),
        image_aspect: imageAspect,
        image_width: imageWidth,
        locale,
      }),
      list(PersonSchema),
    ),
    async (c) => {
      const q = c.req.valid('query')
      const data = await getPeople(
        await getPayloadClient(),
        {
          group: q.group,
          limit: q.page_size,
          image: { aspect: q.image_aspect ?? '4x3', width: q.image_width ?? 900 },
        },
        contentLocale(c),
      )
      return c.json({ data }, 200)
    },
  )
  .openapi(
    get(
      '/cognito/gallery',
      'One gallery with its slides.',
      strict({ id, image_aspect: imageAspect, image_width: imageWidth, extra_aspects: z.string().optional(), locale }),
      GallerySchema,
    ),
    async (c) => {
      const q = c.req.valid('query')
      const extra = (q.extra_aspects ?? '').split(',').filter(Boolean)
      const extraAspects = extra.map((a) => imageAspect.parse(a)).filter((a): a is NonNullable<typeof a> => Boolean(a))
      const gallery = await getGallery(
        await getPayloadClient(),
        q.id,
        { aspect: q.image_aspect ?? '16x9', width: q.image_width ?? 1920, extraAspects },
        contentLocale(c),
      )
      if (!gallery) throw new DomainError('gallery_not_found')
      return c.json(gallery, 200)
    },
  )
  .openapi(
    get(
      '/cognito/photo',
      'Photos, optionally of one group.',
      strict({
        group: optionalId,
        page_size: pageSize(100).default(100),
        image_aspect: imageAspect,
        image_width: imageWidth,
        locale,
      }),
      list(PhotoSchema),
    ),
    async (c) => {
      const q = c.req.valid('query')
      const data = await getPhotos(
        await getPayloadClient(),
        {
          group: q.group,
          limit: q.page_size,
          image: { aspect: q.image_aspect ?? 'raw', width: q.image_width ?? 1200 },
        },
        contentLocale(c),
      )
      return c.json({ data }, 200)
    },
  )
  .openapi(
    get(
      '/cognito/video',
      'Videos with their slate images.',
      strict({ image_aspect: imageAspect, image_width: imageWidth }),
      list(VideoSchema),
    ),
    async (c) => {
      const q = c.req.valid('query')
      return c.json(
        {
          data: await getVideos(await getPayloadClient(), {
            aspect: q.image_aspect ?? '16x9',
            width: q.image_width ?? 800,
          }),
        },
        200,
      )
    },
  )
