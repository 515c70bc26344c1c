/**
 * Takes personal data out of an error report before it leaves the site: e-mail addresses, sign-in
 * codes, tokens and the values of query strings in every text, and the request's body, cookies and
 * headers but a few harmless ones. Stack frames (code locations) are left as they are.
 */
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g
/** A run of 24 or more letters, digits, `_` and `-` with a digit in it: a token, a key, a session id. */
const TOKEN = /\b(?=[\w-]*\d)[\w-]{24,}\b/g
/** Six digits alone: a sign-in code. */
const CODE = /(?<![\d.,])\d{6}(?![\d.,])/g
const QUERY_VALUE = /([?&][^=&#\s]+=)[^&#\s]*/g

const KEPT_HEADERS = new Set(['accept', 'accept-language', 'content-type', 'user-agent'])
const SECRET_KEY = /pass|secret|token|code|cookie|auth|email|e-mail|phone|address|session|key/i

export const scrubText = (text: string): string =>
  text
    .replace(EMAIL, '[email]')
    .replace(JWT, '[token]')
    .replace(TOKEN, '[token]')
    .replace(QUERY_VALUE, '$1[Filtered]')
    .replace(CODE, '[code]')

/** Deeper than this, a value is left out; error reporting services keep less than this anyway. */
const MAX_DEPTH = 8

/**
 * A value scrubbed, as plain data. A value that contains itself (a request holding its response
 * holding the request) is cut where it comes round again, as is one nested deeper than MAX_DEPTH.
 */
function scrubValue(value: unknown, key = '', ancestors: object[] = []): unknown {
  if (key === 'stacktrace') return value
  if (typeof value === 'string') return SECRET_KEY.test(key) ? '[Filtered]' : scrubText(value)
  if (!value || typeof value !== 'object') return value
  if (ancestors.includes(value)) return '[Circular]'
  if (ancestors.length >= MAX_DEPTH) return Array.isArray(value) ? '[Array]' : '[Object]'
  const within = [...ancestors, value]
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, '', within))
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v, k, within)]))
}

type Request = { data?: unknown; cookies?: unknown; headers?: Record<string, string> }

/** The report (an event, a transaction, a breadcrumb) as it may leave: the same shape, scrubbed. */
export function scrubReport<T extends object>(report: T): T {
  const { request, ...rest } = report as { user?: unknown; request?: Request }
  delete rest.user
  const scrubbed = scrubValue(rest) as Record<string, unknown>
  if (request) {
    const kept: Record<string, unknown> = { ...request }
    delete kept.data
    delete kept.cookies
    delete kept.headers
    scrubbed.request = {
      ...(scrubValue(kept) as object),
      headers: Object.fromEntries(
        Object.entries(request.headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
      ),
    }
  }
  return scrubbed as T
}
