import { createRoute, z } from '@hono/zod-openapi'

import { customerOrder, listOrders } from '@/commerce/orders/customer-orders'
import { getPayloadClient } from '@/lib/payload'

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
      const data = await listOrders(await getPayloadClient(), user.id)
      return c.json({ data }, 200)
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
      return c.json(await customerOrder(await getPayloadClient(), user.id, c.req.valid('param').id), 200)
    },
  )
