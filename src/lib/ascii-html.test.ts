// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'

import { toAsciiHtml } from '@/lib/ascii-html'

const isAscii = (text: string) => /^[\0-\x7f]*$/.test(text)

/** What a browser makes of the markup: the document without its scripts, serialised again. */
const parsedMarkup = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  doc.querySelectorAll('script').forEach((script) => script.remove())
  return doc.documentElement.outerHTML
}

/** What Next's page-data scripts hand to the router. */
const flightPushes = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const pushed: unknown[] = []
  const self = { __next_f: { push: (entry: unknown) => pushed.push(entry) } }
  for (const script of doc.querySelectorAll('script:not([type])')) new Function('self', script.textContent ?? '')(self)
  return pushed
}

const jsonScripts = (html: string) =>
  [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? ''),
  )

const page = [
  '<!DOCTYPE html><html lang="en"><head><title>Isla’s studio · Fremantle</title></head><body>',
  '<nav aria-label="Breadcrumb"><a href="/shop">Shop</a><span aria-hidden="true">›</span></nav>',
  '<img alt="Cottesloe — early swimmers 🌊" src="/a.jpg">',
  '<p>Watercolour on paper, 56 × 38 cm, café au lait – “signed”</p>',
  '<script type="application/ld+json">{"name":"Isla’s “Karri” 🌿"}</script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Isla’s 🌊 ›\\"}]\\n"])</script>',
  '</body></html>',
].join('')

describe('toAsciiHtml', () => {
  it('writes every character above U+007F, Latin-1 included, as ASCII', () => {
    const out = toAsciiHtml(page)
    expect(isAscii(out)).toBe(true)
    expect(out).toContain('<title>Isla&#x2019;s studio &#xb7; Fremantle</title>')
    expect(out).toContain('alt="Cottesloe &#x2014; early swimmers &#x1f30a;"')
    expect(out).toContain('56 &#xd7; 38 cm, caf&#xe9; au lait &#x2013; &#x201c;signed&#x201d;')
    expect(out).toContain('{"name":"Isla\\u2019s \\u201cKarri\\u201d \\ud83c\\udf3f"}')
    expect(out).toContain('Isla\\u2019s \\ud83c\\udf0a \\u203a')
  })

  it('leaves the page as a browser, the router and a search engine read it', () => {
    const out = toAsciiHtml(page)
    expect(parsedMarkup(out)).toBe(parsedMarkup(page))
    expect(flightPushes(out)).toEqual(flightPushes(page))
    expect(flightPushes(out)).toEqual([[1, '1:["$","p",null,{"children":"Isla’s 🌊 ›"}]\n']])
    expect(jsonScripts(out)).toEqual([{ name: 'Isla’s “Karri” 🌿' }])
  })

  it('finds the end of raw text whatever the case of its closing tag', () => {
    const html = '<SCRIPT type="application/ld+json">{"a":"’"}</SCRIPT ><p>’</p>'
    expect(toAsciiHtml(html)).toBe('<SCRIPT type="application/ld+json">{"a":"\\u2019"}</SCRIPT ><p>&#x2019;</p>')
  })

  it.each([
    ['another script', '<p>’</p><script>var label = "›"</script>'],
    ['a style sheet', '<style>.crumb::before{content:"›"}</style><p>’</p>'],
    ['a CDATA section', '<svg><title>’</title><![CDATA[ › ]]></svg>'],
    ['text after <plaintext>', '<plaintext>’'],
    ['another script (Latin-1)', '<p>’</p><script>var a = "é"</script>'],
  ])('returns the page as it came when %s holds such a character', (_, html) => {
    expect(toAsciiHtml(html)).toBe(html)
  })

  it('changes nothing in raw text that holds no such character', () => {
    const html = '<style>.a{color:red}</style><script>var a = "e"</script><p>’ ×</p>'
    expect(toAsciiHtml(html)).toBe('<style>.a{color:red}</style><script>var a = "e"</script><p>&#x2019; &#xd7;</p>')
  })

  it('returns a page with nothing to change unchanged', () => {
    const html = '<p>Cafe, 56 x 38 cm</p>'
    expect(toAsciiHtml(html)).toBe(html)
  })
})
