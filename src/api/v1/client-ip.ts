import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

import { env } from '@/lib/env'

/**
 * The client's address for rate limits: the socket's address, or the first X-Forwarded-For entry
 * when TRUST_PROXY=1 says a proxy in front of us sets it. The Node server's own doors (Payload's
 * logins) read it the same way from the raw request.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  if (env.trustProxy) {
    const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor
    const forwarded = header?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return socketAddress ?? 'unknown'
}

export function clientIp(c: Context): string {
  let socketAddress: string | undefined
  try {
    socketAddress = getConnInfo(c).remote.address
  } catch {
    socketAddress = 'local'
  }
  return clientAddress(c.req.header('x-forwarded-for'), socketAddress)
}
