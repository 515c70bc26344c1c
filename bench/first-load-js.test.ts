import { describe, expect, it } from 'vitest'

import { scriptSources } from './first-load-js'

describe('scriptSources', () => {
  it('lists each static script once and ignores inline and foreign ones', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script>inline()</script>' +
      '<script defer src="/_next/static/chunks/b.js"></script><script src="/_next/static/chunks/a.js"></script>' +
      '<script src="https://example.com/x.js"></script>'
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])
  })

  it('leaves out the polyfills only browsers without modules fetch', () => {
    const html =
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
      '<script src="/_next/static/chunks/main.js" async=""></script>'
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/main.js'])
  })

  it('counts the scripts a page preloads, once', () => {
    const html =
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/widget.js"/>' +
      '<link rel="preload" href="/_next/static/chunks/main.js" as="script"/>' +
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font"/>' +
      '<script src="/_next/static/chunks/main.js" async=""></script>'
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/widget.js'])
  })
})
