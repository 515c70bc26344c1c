import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'

import { env } from '@/lib/env'
import { forwardedHttps } from '@/lib/trusted-proxies'

/**
 * One year, without `includeSubDomains` or `preload`: the studio's other subdomains (a mail
 * host, a shop on another platform) are not ours to commit to https.
 */
export const STRICT_TRANSPORT = 'max-age=31536000'

/**
 * Whether the visitor reached the site over https: on a TLS socket of this server, or through a
 * proxy TRUST_PROXY names whose `X-Forwarded-Proto` says so (the first entry is the visitor's side
 * when several proxies appended theirs).
 */
export function cameOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true
  return forwardedHttps(env.trustProxy, req.socket.remoteAddress, req.headers['x-forwarded-proto'])
}

/**
 * Sends Strict-Transport-Security with every answer (pages, API, images) to a visitor who came
 * over https; over plain http the header means nothing to a browser and is left out.
 */
export function addStrictTransport(req: IncomingMessage, res: ServerResponse): void {
  if (cameOverHttps(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT)
}
