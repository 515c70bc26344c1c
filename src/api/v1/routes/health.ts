import { createRoute, z } from '@hono/zod-openapi'

import { query, sql } from '@/lib/database/sql'
import { env } from '@/lib/env'
import { isStopping } from '@/lib/lifecycle'
import { getPayloadClient } from '@/lib/payload'
import { answerWithin, redis } from '@/lib/redis'

import { createRouter } from '@/api/v1/router'

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Site'],
  summary: 'Answers while the server runs (liveness); for load balancers and uptime checks.',
  responses: {
    200: {
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }).openapi('Health') } },
      description: 'The server is up',
    },
  },
})

const Readiness = z
  .object({
    status: z.enum(['ready', 'stopping', 'unavailable']),
    database: z.enum(['ok', 'down']),
    /** Redis (REDIS_URL) is told, not judged: without it pages are still served, and what it guards is refused. */
    redis: z.enum(['ok', 'down', 'unused']),
  })
  .openapi('Readiness')

const ready = createRoute({
  method: 'get',
  path: '/health/ready',
  tags: ['Site'],
  summary:
    'Whether this instance should be sent visitors: 200 while it serves and its database answers, 503 while it stops (after SIGTERM) or its database does not answer. Says whether Redis answers, without refusing visitors when it does not.',
  responses: {
    200: { content: { 'application/json': { schema: Readiness } }, description: 'Ready' },
    503: { content: { 'application/json': { schema: Readiness } }, description: 'Not ready' },
  },
})

const DATABASE_CHECK_MS = 2_000

/** One trivial statement, given up after two seconds. */
async function databaseAnswers(): Promise<boolean> {
  const check = (async () => {
    await query({ payload: await getPayloadClient() }, sql`SELECT 1 AS "one"`)
    return true
  })().catch(() => false)
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DATABASE_CHECK_MS).unref())
  return Promise.race([check, late])
}

/** Whether Redis answers a PING within the same two seconds; "unused" without REDIS_URL. */
async function redisAnswers(): Promise<'ok' | 'down' | 'unused'> {
  const url = env.redisUrl
  if (!url) return 'unused'
  try {
    await answerWithin(
      redis(url).then((client) => client.ping()),
      DATABASE_CHECK_MS,
    )
    return 'ok'
  } catch {
    return 'down'
  }
}

export const healthRoutes = createRouter()
  .openapi(health, (c) => c.json({ status: 'ok' as const }, 200))
  .openapi(ready, async (c) => {
    const [answered, redis] = await Promise.all([databaseAnswers(), redisAnswers()])
    const database = answered ? ('ok' as const) : ('down' as const)
    if (isStopping()) return c.json({ status: 'stopping' as const, database, redis }, 503)
    if (database === 'down') return c.json({ status: 'unavailable' as const, database, redis }, 503)
    return c.json({ status: 'ready' as const, database, redis }, 200)
  })
