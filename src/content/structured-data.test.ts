import { describe, expect, it } from 'vitest'

import { breadcrumbJsonLd, jsonLdScript } from '@/content/structured-data'

describe('structured data', () => {
  it('numbers breadcrumbs from home', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'About', path: '/about' },
      ],
      'https://example.com',
    )
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
      { '@type': 'ListItem', position: 2, name: 'About', item: 'https://example.com/about' },
    ])
  })
  it('cannot close its script element', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
