import config from '@payload-config'
import { getPayload } from 'payload'
import { validOperatorSet } from 'payload/shared'

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>

const OVERRIDE_HEADERS = ['x-payload-http-method-override', 'x-http-method-override']

/**
 * The query operators a Payload query string names (`where[name][near]=…`, `where[or][0][id][in][0]=…`,
 * `joins[…][where][…][like]=…`): a bracketed segment that is one of Payload's operators and is
 * followed by nothing but array indexes. (A field that happens to be called `near` is followed by
 * its own operator, so it does not count.)
 */
export function queryOperators(search: URLSearchParams): string[] {
  const found = new Set<string>()
  for (const key of search.keys()) {
    const segments = [...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])
    segments.forEach((segment, i) => {
      if (i > 0 && validOperatorSet.has(segment as never) && segments.slice(i + 1).every((s) => /^\d*$/.test(s))) {
        found.add(segment)
      }
    })
  }
  return [...found]
}

/** The operators the database adapter can run; null when it does not say (then nothing is refused). */
async function runnableOperators(): Promise<Set<string> | null> {
  const { db } = await getPayload({ config })
  const operators: unknown = 'operators' in db ? db.operators : null
  return operators && typeof operators === 'object' ? new Set(Object.keys(operators)) : null
}

/** The query string Payload will read: the address's, or a method-override POST's form body. */
async function searchOf(request: Request): Promise<URLSearchParams> {
  const search = new URLSearchParams(new URL(request.url).search)
  const overridden = OVERRIDE_HEADERS.some((h) => request.headers.get(h) === 'GET')
  if (request.method === 'POST' && overridden) {
    if (request.headers.get('content-type') === 'application/x-www-form-urlencoded') {
      for (const [key, value] of new URLSearchParams(await request.clone().text())) search.append(key, value)
    }
  }
  return search
}

/**
 * Payload's answers hold tokens (`/api/users/login`, `refresh-token`) and personal data (users,
 * addresses, carts, customers' photos), and Next sends a route handler's answer without any
 * Cache-Control: no cache may keep them. (The site's pages draw images through /assets/i, not
 * through Payload's file addresses, so nothing public loses its caching.)
 */
export function storeNothing<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const response = await handler(request, ...rest)
    if (response.headers.has('Cache-Control')) return response
    // A copy: a Response's headers may be immutable.
    const answer = new Response(response.body, response)
    answer.headers.set('Cache-Control', 'no-store')
    return answer
  }
}

/**
 * Wraps a Payload REST handler so that a query with an operator the database cannot run (`near`,
 * `within`, `intersects` and `all` on SQLite and on PostgreSQL without a point field, which this
 * site does not have) is a 400 in Payload's error shape. The Drizzle adapters look the operator
 * up in a table and call it, so without this the request died on a TypeError as a 500; any other
 * error still reaches Payload's own handling unchanged.
 */
export function refuseUnrunnableOperators<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const named = queryOperators(await searchOf(request))
    if (named.length > 0) {
      const runnable = await runnableOperators()
      const refused = runnable ? named.find((op) => !runnable.has(op)) : undefined
      if (refused) {
        return Response.json(
          { errors: [{ name: 'QueryError', message: `The "${refused}" operator cannot be used in queries here.` }] },
          { status: 400 },
        )
      }
    }
    return handler(request, ...rest)
  }
}
