import { describe, expect, it } from 'vitest'

import { articleJsonLd, breadcrumbJsonLd, cutHeadline, HEADLINE_MAX, jsonLdScript } from '@/content/structured-data'

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

  it('keeps a headline of up to 110 characters as it is', () => {
    const name = 'x'.repeat(HEADLINE_MAX)
    expect(cutHeadline(name)).toBe(name)
    expect(cutHeadline('  Salt light  ')).toBe('Salt light')
  })
  it('cuts a longer headline at a word, within 110 characters, with an ellipsis', () => {
    const name = `${'Painting the light over the Swan River at dawn, '.repeat(4)}again`
    const cut = cutHeadline(name)
    expect(Array.from(cut).length).toBeLessThanOrEqual(HEADLINE_MAX)
    expect(cut.endsWith('…')).toBe(true)
    expect(name.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut.at(-2)).not.toBe(' ')
  })
  it('cuts a headline without spaces at 110 characters, never inside a character', () => {
    const cut = cutHeadline('🎨'.repeat(200))
    expect(Array.from(cut)).toHaveLength(HEADLINE_MAX)
    expect(
      Array.from(cut)
        .slice(0, -1)
        .every((c) => c === '🎨'),
    ).toBe(true)
  })
  it('describes an article with its cut headline, author and dates', () => {
    const data = articleJsonLd(
      {
        name: 'A'.repeat(200),
        author: 'Mara Quinn',
        publish_time: '2026-03-01T00:00:00.000Z',
        updated_at: '2026-03-02T00:00:00.000Z',
        url: '/article/tides',
        image: '/assets/i/abc/16x9/1200.jpg',
      },
      'Atelier',
      'https://example.com',
    )
    expect(Array.from(data.headline)).toHaveLength(HEADLINE_MAX)
    expect(data).toMatchObject({
      '@type': 'Article',
      author: { name: 'Mara Quinn' },
      datePublished: '2026-03-01T00:00:00.000Z',
      mainEntityOfPage: 'https://example.com/article/tides',
      image: ['https://example.com/assets/i/abc/16x9/1200.jpg'],
    })
  })
})
