import { z } from '@hono/zod-openapi'

import { groupModels } from '@/collections/Groups/models'

import { ImageSchema } from '@/api/v1/schemas/image'

export const GroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    model: z.enum(groupModels),
    parent: z.number().int().nullable(),
    root: z.number().int(),
    lft: z.number().int(),
    rgt: z.number().int(),
    level: z.number().int(),
    image: ImageSchema.nullable(),
    content: z.string(),
    children: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        slug: z.string(),
        url: z.string(),
        image: ImageSchema.nullable(),
      }),
    ),
  })
  .openapi('Group')
