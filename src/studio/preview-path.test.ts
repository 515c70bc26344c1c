import { describe, expect, it } from 'vitest'

import { isPreviewable, previewPath } from '@/studio/preview-path'

describe('the studio’s preview address', () => {
  it('opens in the language she edits in, English without a prefix', () => {
    expect(previewPath('articles', 12)).toBe('/preview/articles/12')
    expect(previewPath('articles', 12, 'en')).toBe('/preview/articles/12')
    expect(previewPath('products', 7, 'de')).toBe('/de/preview/products/7')
    expect(previewPath('pages', 3, 'pt-BR')).toBe('/pt-BR/preview/pages/3')
    // A code the site does not speak is read as English.
    expect(previewPath('pages', 3, 'xx')).toBe('/preview/pages/3')
  })

  it('previews only the documents with drafts that the site draws', () => {
    expect(isPreviewable('articles')).toBe(true)
    expect(isPreviewable('orders')).toBe(false)
  })
})
