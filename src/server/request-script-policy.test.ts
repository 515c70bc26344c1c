import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { themeScript } from '@/components/ThemeToggle/theme-script'
import { BASE_CONTENT_POLICY } from '@/lib/base-content-policy'
import { requestScriptPolicy } from '@/server/request-script-policy'
import { limitsScripts } from '@/lib/script-policy'

describe('requestScriptPolicy', () => {
  it('allows the site’s files, this request’s nonce and the theme script, and no inline handlers', () => {
    const { nonce, policy } = requestScriptPolicy()
    const themeHash = createHash('sha256').update(themeScript, 'utf8').digest('base64')
    expect(policy).toBe(
      `${BASE_CONTENT_POLICY}; script-src 'self' 'nonce-${nonce}' 'sha256-${themeHash}'; script-src-attr 'none'`,
    )
    expect(limitsScripts(policy)).toBe(true)
  })

  it('gives every request a nonce of its own', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => requestScriptPolicy().nonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})
