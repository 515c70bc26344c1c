import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

import { env } from '@/lib/env'
import { clientAddressOf, limitKeyOf } from '@/lib/trusted-proxies'

/**
 * The client's address as rate limits count it: the first hop of `X-Forwarded-For`, read from the
 * right, that is not one of the proxies TRUST_PROXY names (the socket's peer without them), IPv6
 * by its /64. The Node server's own doors (Payload's logins) read it the same way from the raw
 * request.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  return limitKeyOf(clientAddressOf(env.trustProxy, forwardedFor, socketAddress))
}

/** The socket's peer: the visitor, or the proxy in front of the site. */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local'
  }
}

export const clientIp = (c: Context): string => clientAddress(c.req.header('x-forwarded-for'), peerAddress(c))
