import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { inlineScriptHashes, limitsScripts, scriptPolicy } from '@/lib/script-policy'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('script policy', () => {
  it('hashes the inline scripts a browser runs, and only those', () => {
    const html = [
      '<script>self.__next_f.push([0])</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module">import "/x.js"</script>',
      '<script id="_R_">(globalThis.TURBOPACK = []).push(1)</script>',
      '<script>self.__next_f.push([0])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('self.__next_f.push([0])'),
      hashOf('import "/x.js"'),
      hashOf('(globalThis.TURBOPACK = []).push(1)'),
    ])
  })

  it('writes a policy of the site’s files and the page’s own scripts, without inline handlers', () => {
    expect(scriptPolicy('<p>no scripts</p>')).toBe("script-src 'self'; script-src-attr 'none'")
    expect(scriptPolicy('<script>a()</script>')).toBe(`script-src 'self' ${hashOf('a()')}; script-src-attr 'none'`)
  })

  it('tells whether a policy already limits scripts', () => {
    expect(limitsScripts(undefined)).toBe(false)
    expect(limitsScripts("base-uri 'self'; object-src 'none'")).toBe(false)
    expect(limitsScripts(["base-uri 'self'", "script-src 'self'; script-src-attr 'none'"])).toBe(true)
  })
})
