import type { GraphQLExtension } from 'payload'

import { getGalleriesOfGroup, getGallery, getTestimonials } from '@/content/collections'
import { listPublishedPages, presentPageSummary } from '@/content/page-list'
import { getPublishedPage } from '@/content/pages'
import { parseAspect } from '@/media/aspects'
import { getVoucherThemes } from '@/commerce/vouchers/voucher-themes'
import { knownLocale } from '@/i18n/locales'

type Context = { req: { payload: Parameters<typeof getGallery>[0]; locale?: string | null } }

/** The language asked for with Payload's `?locale=` on the GraphQL address; English by default. */
const askedLocale = (ctx: Context) => knownLocale(ctx.req.locale)

/**
 * The spec's named GraphQL queries, beside Payload's generated ones at POST /graphql
 * (and /api/graphql): cognitoGallery, cognitoGallerys, cognitoTestimonials, cognitoGiftVoucherThemes,
 * cognitoPages, cognitoPage.
 */
export const atelierQueries: GraphQLExtension = (graphQL) => {
  const { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, GraphQLFloat } = graphQL
  const Image = new GraphQLObjectType({
    name: 'CognitoImage',
    fields: {
      url: { type: GraphQLString },
      webp_url: { type: GraphQLString },
      avif_url: { type: GraphQLString },
      placeholder: { type: GraphQLString },
      width: { type: GraphQLInt },
      height: { type: GraphQLInt },
    },
  })
  const Slide = new GraphQLObjectType({
    name: 'CognitoSlide',
    fields: {
      id: { type: GraphQLString },
      heading: { type: GraphQLString },
      sub_heading: { type: GraphQLString },
      content: { type: GraphQLString },
      link: { type: GraphQLString },
      image: { type: Image },
    },
  })
  const Gallery = new GraphQLObjectType({
    name: 'CognitoGallery',
    fields: {
      id: { type: GraphQLInt },
      url: { type: GraphQLString },
      heading: { type: GraphQLString },
      sub_heading: { type: GraphQLString },
      slides: { type: new GraphQLList(Slide) },
      first_slide: { type: Slide, resolve: (g: { slides: unknown[] }) => g.slides[0] ?? null },
    },
  })
  const Testimonial = new GraphQLObjectType({
    name: 'CognitoTestimonial',
    fields: {
      id: { type: GraphQLInt },
      name: { type: GraphQLString },
      title: { type: GraphQLString },
      content: { type: GraphQLString },
      rating: { type: GraphQLFloat },
    },
  })
  const Page = new GraphQLObjectType({
    name: 'CognitoPage',
    fields: {
      id: { type: GraphQLInt },
      name: { type: GraphQLString },
      slug: { type: GraphQLString },
      url: { type: GraphQLString },
      title: { type: GraphQLString },
      meta_description: { type: GraphQLString },
      updated_at: { type: GraphQLString },
      rows: { type: GraphQLString, description: 'The rows, blocks and widgets as JSON.' },
    },
  })
  const VoucherTheme = new GraphQLObjectType({
    name: 'CognitoGiftVoucherTheme',
    fields: { id: { type: GraphQLInt }, name: { type: GraphQLString }, image: { type: Image } },
  })
  const imageArgs = { aspect: { type: GraphQLString }, width: { type: GraphQLInt } }
  const imageOptions = (args: { aspect?: string; width?: number }, fallback: 'raw' | '16x9') => ({
    aspect: parseAspect(args.aspect) ?? fallback,
    width: Math.min(4000, Math.max(25, Math.ceil((args.width ?? 400) / 25) * 25)),
  })

  return {
    cognitoGallery: {
      type: Gallery,
      args: { id: { type: new GraphQLNonNull(GraphQLInt) }, ...imageArgs },
      resolve: (_: unknown, args: { id: number; aspect?: string; width?: number }, ctx: Context) =>
        getGallery(ctx.req.payload, args.id, imageOptions(args, 'raw'), askedLocale(ctx)),
    },
    cognitoGallerys: {
      type: new GraphQLList(Gallery),
      args: { group: { type: new GraphQLNonNull(GraphQLInt) }, ...imageArgs },
      resolve: (_: unknown, args: { group: number; aspect?: string; width?: number }, ctx: Context) =>
        getGalleriesOfGroup(ctx.req.payload, args.group, imageOptions(args, '16x9'), askedLocale(ctx)),
    },
    cognitoTestimonials: {
      type: new GraphQLList(Testimonial),
      args: { group: { type: GraphQLInt }, limit: { type: GraphQLInt } },
      resolve: (_: unknown, args: { group?: number; limit?: number }, ctx: Context) =>
        getTestimonials(ctx.req.payload, { group: args.group, limit: Math.min(100, Math.max(1, args.limit ?? 100)) }),
    },
    cognitoGiftVoucherThemes: {
      type: new GraphQLList(VoucherTheme),
      description: 'The gift voucher designs on offer, each with its picture at 400 wide, 16:9.',
      resolve: (_: unknown, __: unknown, ctx: Context) =>
        getVoucherThemes(ctx.req.payload, undefined, askedLocale(ctx)),
    },
    cognitoPages: {
      type: new GraphQLList(Page),
      resolve: async (_: unknown, __: unknown, ctx: Context) =>
        (await listPublishedPages(ctx.req.payload, 1, 100, askedLocale(ctx))).data,
    },
    cognitoPage: {
      type: Page,
      args: { url: { type: new GraphQLNonNull(GraphQLString) } },
      resolve: async (_: unknown, args: { url: string }, ctx: Context) => {
        const slug = args.url.replace(/^\/+|\/+$/g, '') || 'home'
        const page = await getPublishedPage(ctx.req.payload, slug, askedLocale(ctx))
        return page ? { ...presentPageSummary(page), rows: JSON.stringify(page.rows ?? []) } : null
      },
    },
  }
}
