import { createHash, randomBytes } from 'node:crypto'

import { themeScript } from '@/components/ThemeToggle/theme-script'
import { BASE_CONTENT_POLICY } from '@/lib/base-content-policy'

// The layout's one inline script of its own, the same on every page: allowed by its hash.
const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(themeScript, 'utf8').digest('base64')}'`

/**
 * The script policy of a page rendered for one request (login, account, cart, search): Next puts
 * the request's nonce on each of its scripts, the theme script is allowed by its hash, and nothing
 * else inline runs. Cached pages carry hashes of their scripts instead (`script-policy.ts`).
 */
export function requestScriptPolicy(): { nonce: string; policy: string } {
  const nonce = randomBytes(16).toString('base64')
  return {
    nonce,
    policy: `${BASE_CONTENT_POLICY}; script-src 'self' 'nonce-${nonce}' ${THEME_SCRIPT_HASH}; script-src-attr 'none'`,
  }
}
