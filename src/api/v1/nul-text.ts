import type { MiddlewareHandler } from 'hono'

import { errorBody } from '@/api/v1/errors'
import { requestErrors } from '@/api/v1/request-language'

const NUL = '\u0000'

/**
 * Where a parsed JSON value holds the NUL character, in a string or a key, as a dotted path; null
 * when it holds none. Walked with a list rather than recursion: a body may nest thousands deep.
 */
export function nulPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']]
  while (pending.length > 0) {
    const [item, path] = pending.pop() as [unknown, string]
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key
        if (key.includes(NUL)) return at
        pending.push([child, at])
      }
    }
  }
  return null
}

/**
 * Refuses a JSON body with the NUL character in any text. PostgreSQL cannot store it in a text
 * column, so such a field reached the database and came back as a 500; no field of this API has
 * a use for it. (JSON can only carry NUL escaped, so bodies without `\u0000` are not parsed here.)
 */
export const refuseNulText: MiddlewareHandler = async (c, next) => {
  if (!/json/i.test(c.req.header('content-type') ?? '')) return next()
  const text = await c.req.text()
  if (!text.includes('\\u0000')) return next()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON: the call's own validation answers that.
    return next()
  }
  const path = nulPath(parsed)
  if (path === null) return next()
  const t = await requestErrors(c)
  return c.json(errorBody('VALIDATION_FAILED', t('request.invalid'), [{ path, message: t('request.nulText') }]), 400)
}
