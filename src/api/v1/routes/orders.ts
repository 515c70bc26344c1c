import { createRoute, z } from '@hono/zod-openapi'

import { presentOrder } from '@/commerce/orders/present-order'
import { DomainError } from '@/lib/domain-error'
import { getDb } from '@/lib/payload'

import { json } from '@/api/v1/openapi'
import { requireUser } from '@/api/v1/request-user'
import { createRouter } from '@/api/v1/router'
import { errorResponses } from '@/api/v1/routes/route-helpers'
import { OrderListSchema, OrderSchema } from '@/api/v1/schemas/order'

const tags = ['Orders']
const ok = <T extends z.ZodType>(schema: T) => ({ 200: json(schema, 'OK'), ...errorResponses })

/** The signed-in customer's own orders; another customer's order answers exactly like a missing one. */
export const orderRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/sell/order/list',
      tags,
      summary: 'The signed-in customer’s orders, newest first (those given up unpaid left out).',
      responses: ok(OrderListSchema),
    }),
    async (c) => {
      const user = await requireUser(c)
      const { payload } = await getDb()
      const { docs } = await payload.find({
        collection: 'orders',
        where: {
          and: [
            { user: { equals: user.id } },
            { or: [{ status: { not_equals: 'cancelled' } }, { paid_at: { exists: true } }] },
          ],
        },
        sort: '-createdAt',
        limit: 100,
        depth: 0,
        overrideAccess: true,
      })
      return c.json({ data: docs.map(presentOrder) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sell/order/{id}',
      tags,
      summary: 'One of the signed-in customer’s orders.',
      request: { params: z.object({ id: z.coerce.number().int().positive() }) },
      responses: ok(OrderSchema),
    }),
    async (c) => {
      const user = await requireUser(c)
      const { payload } = await getDb()
      const order = await payload.findByID({
        collection: 'orders',
        id: c.req.valid('param').id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      if (!order || Number(order.user) !== Number(user.id)) throw new DomainError('order_not_found')
      return c.json(presentOrder(order), 200)
    },
  )
