import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

import { env } from '@/lib/env'

/**
 * The client's address for rate limits: the socket's address, or the first X-Forwarded-For entry
 * when TRUST_PROXY=1 says a proxy in front of us sets it.
 */
export function clientIp(c: Context): string {
  if (env.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'local'
  }
}
