import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** Whether a script tag's attributes make the browser run its inline text. */
function runsInline(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false
  const type = TYPE.exec(attributes)
  return !type || EXECUTABLE_TYPES.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase())
}

/** The CSP source expressions (`'sha256-…'`) of every inline script the browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (runsInline(attributes)) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The script part of a page's Content-Security-Policy: the site's own files, and each inline
 * script of this very page by its hash; no inline event handlers, no `javascript:` addresses,
 * no `eval`. The hashes are of the page as it is sent, so a cached page keeps its policy.
 */
export function scriptPolicy(html: string): string {
  return `script-src ${["'self'", ...inlineScriptHashes(html)].join(' ')}; script-src-attr 'none'`
}

/** Whether a Content-Security-Policy header value (or values) already limits scripts. */
export function limitsScripts(header: number | string | string[] | undefined): boolean {
  const values = Array.isArray(header) ? header : header === undefined ? [] : [String(header)]
  return values.some((value) => /(^|;)\s*script-src\s/.test(value))
}
