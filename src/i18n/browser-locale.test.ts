import { describe, expect, it } from 'vitest'

import { siteLocaleOf, suggestedLocale } from '@/i18n/browser-locale'

describe('siteLocaleOf', () => {
  it('finds the site’s language for a browser’s tag, by region and script fallback', () => {
    expect(siteLocaleOf('de')).toBe('de')
    expect(siteLocaleOf('de-AT')).toBe('de')
    expect(siteLocaleOf('pt-BR')).toBe('pt-BR')
    expect(siteLocaleOf('pt-PT')).toBe('pt-BR')
    expect(siteLocaleOf('pt')).toBe('pt-BR')
    expect(siteLocaleOf('zh')).toBe('zh-CN')
    expect(siteLocaleOf('zh-Hans-CN')).toBe('zh-CN')
    expect(siteLocaleOf('ZH-cn')).toBe('zh-CN')
    expect(siteLocaleOf('uz-Latn-UZ')).toBe('uz')
    expect(siteLocaleOf('ar-EG')).toBe('ar')
  })

  it('answers null for languages the site does not speak', () => {
    for (const tag of ['nl', 'zh-TW', 'zh-Hant', 'zh-HK', '', '  ', 'x', '-', 'de_DE'])
      expect(siteLocaleOf(tag)).toBeNull()
  })
})

describe('suggestedLocale', () => {
  it('suggests the browser’s first language when the site speaks it and the page is in another', () => {
    expect(suggestedLocale(['de-DE', 'en'], 'en')).toBe('de')
    expect(suggestedLocale(['ja'], 'de')).toBe('ja')
  })

  it('suggests nothing when the page is already in it, the site does not speak it or the browser names none', () => {
    expect(suggestedLocale(['de-DE'], 'de')).toBeNull()
    expect(suggestedLocale(['en-US', 'de'], 'en')).toBeNull()
    expect(suggestedLocale(['nl', 'de'], 'en')).toBeNull()
    expect(suggestedLocale([], 'en')).toBeNull()
  })
})
