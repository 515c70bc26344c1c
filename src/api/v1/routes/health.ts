import { createRoute, z } from '@hono/zod-openapi'

import { createRouter } from '@/api/v1/router'

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Site'],
  summary: 'Answers while the server runs; for load balancers and uptime checks.',
  responses: {
    200: {
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }).openapi('Health') } },
      description: 'The server is up',
    },
  },
})

export const healthRoutes = createRouter().openapi(health, (c) => c.json({ status: 'ok' as const }, 200))
