import { describe, expect, it } from 'vitest'

import { baseTag, isPageTag, languageTag } from '@/lib/cache-tags'

describe('page tags narrowed to a language', () => {
  it('names a tag of one language, and of none', () => {
    expect(languageTag('shop', 'de')).toBe('shop@de')
    expect(baseTag('shop@de')).toBe('shop')
    expect(baseTag('shop')).toBe('shop')
  })

  it('knows the pages’ tags, narrowed to a language of the site or to none, and nothing else', () => {
    for (const tag of ['content', 'shop@de', 'site@ar', 'groups@any', 'content@pt-BR'])
      expect(isPageTag(tag)).toBe(true)
    for (const tag of ['shipping', 'shipping@de', 'shop@xx', 'shop@de@fr', 'content@', ''])
      expect(isPageTag(tag)).toBe(false)
  })
})
