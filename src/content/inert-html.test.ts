import { describe, expect, it } from 'vitest'

import { inertHtml } from '@/content/inert-html'
import { inlineScriptHashes } from '@/lib/script-policy'

describe('inertHtml', () => {
  it('keeps the markup and leaves no script that runs or gets a hash', () => {
    const html = inertHtml(
      '<table><tr><td>PayID</td></tr></table><SCRIPT type="module">steal()</SCRIPT><script>self.__next_f.push([1]);steal()</script>',
    )
    expect(html).toContain('<table><tr><td>PayID</td></tr></table>')
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it('takes the event handlers and javascript: addresses out', () => {
    const html = inertHtml(
      '<img src="x.png" onerror="steal()" alt=""><a href=" javascript:steal()" onClick=\'steal()\'>Pay</a>',
    )
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).toContain('<a href="inert:steal()"')
    expect(html).toContain('>Pay</a>')
  })

  it('leaves ordinary HTML as it is', () => {
    const html =
      '<p class="lead">Painted <em>on</em> the beach, one evening.</p><a href="/shop/originals">Originals</a>'
    expect(inertHtml(html)).toBe(html)
  })
})
