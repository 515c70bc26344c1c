import { describe, expect, it } from 'vitest'

import { documentPath } from '@/content/document-path'

describe('documentPath', () => {
  it('is each collection’s own address on the site', () => {
    expect(documentPath('pages', 'about')).toBe('/about')
    expect(documentPath('pages', 'home')).toBe('/')
    expect(documentPath('products', 'karri-light')).toBe('/product/karri-light')
    expect(documentPath('articles', 'a-week-in-the-pilbara')).toBe('/article/a-week-in-the-pilbara')
    expect(documentPath('podcast-episodes', 'sketchbooks')).toBe('/listen/sketchbooks')
  })
})
