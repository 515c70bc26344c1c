import { z } from '@hono/zod-openapi'

import { ImageSchema } from '@/api/v1/schemas/image'
import { inEnglish } from '@/api/v1/schemas/in-english'

const image = ImageSchema.nullable()

export const FaqSchema = z
  .object({ id: z.number().int(), name: z.string(), content: z.string(), in_english: inEnglish })
  .openapi('Faq')
export const LinkSchema = z
  .object({ id: z.number().int(), name: z.string(), link: z.string(), icon: z.string(), in_english: inEnglish })
  .openapi('Link')
export const TestimonialSchema = z
  .object({
    id: z.number().int(),
    content: z.string(),
    name: z.string(),
    title: z.string(),
    rating: z.number().nullable(),
    image,
    in_english: inEnglish,
  })
  .openapi('Testimonial')
export const PersonSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    title: z.string(),
    description: z.string(),
    photo: image,
    in_english: inEnglish,
  })
  .openapi('Person')
const SlideSchema = z
  .object({
    id: z.string(),
    heading: z.string(),
    sub_heading: z.string(),
    content: z.string(),
    image,
    overlay_color: z.string().nullable(),
    text_color: z.string().nullable(),
    image_opacity: z.number(),
    image_saturation: z.number(),
    link: z.string(),
    link_button_text: z.string(),
    link_target: z.enum(['self', 'blank']),
    in_english: inEnglish,
  })
  .openapi('Slide')
export const GallerySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    heading: z.string(),
    sub_heading: z.string(),
    in_english: inEnglish,
    slides: z.array(SlideSchema),
  })
  .openapi('Gallery')

export const PhotoSchema = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), image, in_english: inEnglish })
  .openapi('Photo')
export const VideoSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    platform: z.enum(['youtube', 'vimeo', 'file']),
    video_id: z.string(),
    file: z.string(),
    length: z.number().nullable(),
    slate: z.string(),
    slate_image: image,
  })
  .openapi('Video')

export const PageSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    title: z.string(),
    meta_description: z.string(),
    updated_at: z.string(),
  })
  .openapi('PageSummary')
export const PageSchema = PageSummarySchema.extend({
  rows: z.array(z.record(z.string(), z.unknown())).openapi({
    description:
      'The rows of blocks of widgets, in the asked language; a widget whose texts are partly untranslated names them (shown in English) in its `in_english`.',
  }),
}).openapi('Page')

export const list = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item) })
export const pagedList = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), num_pages: z.number().int() })
