import { z } from '@hono/zod-openapi'

import { ASPECT_NAMES } from '@/media/aspects'

const Rendition = {
  aspect: z.enum(ASPECT_NAMES),
  url: z.string(),
  webp_url: z.string(),
  avif_url: z.string(),
  placeholder: z.string(),
}

export const ImageSchema = z
  .object({
    ...Rendition,
    hash: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    extension: z.literal('jpg'),
    alt: z.string(),
    extra_aspects: z.array(z.object(Rendition)),
  })
  .openapi('Image')
