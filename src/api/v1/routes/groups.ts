import { createRoute, z } from '@hono/zod-openapi'

import { slugSchema } from '@/content/slug'

import { groupModels } from '@/collections/Groups/models'
import { GROUP_IMAGE, getGroups } from '@/content/groups'
import { getPayloadClient } from '@/lib/payload'

import { ErrorSchema } from '@/api/v1/errors'
import { DomainError } from '@/lib/domain-error'
import { json } from '@/api/v1/openapi'
import { createRouter } from '@/api/v1/router'
import { list } from '@/api/v1/schemas/content'
import { GroupSchema } from '@/api/v1/schemas/group'
import { imageAspect, imageWidth } from '@/api/v1/schemas/query'

const errors = { 400: json(ErrorSchema, 'The request is not valid'), 404: json(ErrorSchema, 'Not found') }
const imageQuery = z.object({ image_aspect: imageAspect, image_width: imageWidth }).strict()
// The namespace names the part of the site asking (cognito, sell, blog …); groups are shared by all.
const namespace = z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/)
const model = z.enum(groupModels)

const allGroups = createRoute({
  method: 'get',
  path: '/cognito/group',
  tags: ['Content'],
  summary: 'Every group of every model, in tree order.',
  request: { query: imageQuery },
  responses: { 200: json(list(GroupSchema), 'Groups'), ...errors },
})
const groupsOfModel = createRoute({
  method: 'get',
  path: '/cognito/group/{namespace}/{model}',
  tags: ['Content'],
  summary: 'The groups of one model, in tree order.',
  request: { params: z.object({ namespace, model }), query: imageQuery },
  responses: { 200: json(list(GroupSchema), 'Groups'), ...errors },
})
const groupDetails = createRoute({
  method: 'get',
  path: '/cognito/group/details/{namespace}/{model}/{group}',
  tags: ['Content'],
  summary: 'One group, by slug or id, with its children.',
  request: { params: z.object({ namespace, model, group: slugSchema }), query: imageQuery },
  responses: { 200: json(GroupSchema, 'Group'), ...errors },
})

const image = (q: { image_aspect?: (typeof GROUP_IMAGE)['aspect']; image_width?: number }) => ({
  aspect: q.image_aspect ?? GROUP_IMAGE.aspect,
  width: q.image_width ?? GROUP_IMAGE.width,
})

export const groupRoutes = createRouter()
  .openapi(allGroups, async (c) =>
    c.json({ data: await getGroups(await getPayloadClient(), image(c.req.valid('query'))) }, 200),
  )
  .openapi(groupsOfModel, async (c) => {
    const groups = await getGroups(await getPayloadClient(), image(c.req.valid('query')))
    return c.json({ data: groups.filter((g) => g.model === c.req.valid('param').model) }, 200)
  })
  .openapi(groupDetails, async (c) => {
    const { model: wanted, group } = c.req.valid('param')
    const groups = await getGroups(await getPayloadClient(), image(c.req.valid('query')))
    const found = groups.find((g) => g.model === wanted && (g.slug === group || String(g.id) === group))
    if (!found) throw new DomainError('group_not_found')
    return c.json(found, 200)
  })
