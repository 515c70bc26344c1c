import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'

import type { ApiEnv } from '../types'

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

export const healthRoutes = new OpenAPIHono<ApiEnv>().openapi(health, (c) => c.json({ status: 'ok' as const }, 200))
