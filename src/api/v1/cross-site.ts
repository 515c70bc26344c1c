import type { MiddlewareHandler } from 'hono'

import { isCrossSite } from '@/lib/cross-site'
import { DomainError } from '@/lib/domain-error'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Reads that change what the browser's cookies stand for. */
const ENDS_A_SESSION = /\/cognito\/user\/logout$/

/**
 * Another site can make a visitor's browser send our cookies with a top-level GET (a link, an
 * image with SameSite=None cookies, a redirect): such a request may read what its cookies allow
 * but change nothing. A bearer token is never sent by a browser on its own, so it is not held to
 * this; the spec's `GET /logout` keeps working for API clients that send one.
 */
export const refuseCrossSiteChanges: MiddlewareHandler = async (c, next) => {
  const changes = !READS.has(c.req.method) || ENDS_A_SESSION.test(c.req.path)
  if (changes && !c.req.header('authorization') && c.req.header('cookie') && isCrossSite((n) => c.req.header(n)))
    throw new DomainError('cross_site_refused')
  await next()
}
