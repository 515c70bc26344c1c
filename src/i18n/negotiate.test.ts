import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'
import { negotiateLocale } from '@/i18n/negotiate'

describe('negotiateLocale', () => {
  it('takes each of the 18 languages as it is named, in any case', () => {
    for (const locale of LOCALES) {
      expect(negotiateLocale(locale)).toBe(locale)
      expect(negotiateLocale(locale.toLowerCase())).toBe(locale)
    }
  })

  it('falls back from a region or script to the language the site has', () => {
    expect(negotiateLocale('de-AT')).toBe('de')
    expect(negotiateLocale('de-CH')).toBe('de')
    expect(negotiateLocale('pt')).toBe('pt-BR')
    expect(negotiateLocale('pt-PT')).toBe('pt-BR')
    expect(negotiateLocale('zh')).toBe('zh-CN')
    expect(negotiateLocale('zh-Hans')).toBe('zh-CN')
    expect(negotiateLocale('zh-Hans-CN')).toBe('zh-CN')
    expect(negotiateLocale('es-419')).toBe('es')
    expect(negotiateLocale('uz-Latn-UZ')).toBe('uz')
    expect(negotiateLocale('en-US')).toBe('en')
  })

  it('respects q-values, whatever the order they are written in', () => {
    expect(negotiateLocale('en;q=0.1, de;q=0.9')).toBe('de')
    expect(negotiateLocale('fr;q=0.5, ja')).toBe('ja')
    expect(negotiateLocale('nl, de;q=0.5')).toBe('de')
    expect(negotiateLocale('de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('de')
    // q=0 refuses a language: nothing else asked for, so English.
    expect(negotiateLocale('de;q=0')).toBe('en')
    expect(negotiateLocale('de;q=0, fr')).toBe('fr')
  })

  it('answers English for a missing, empty, malformed or unspoken header', () => {
    for (const header of [
      undefined,
      null,
      '',
      '   ',
      '*',
      ';;;',
      ',,,',
      'de;q=abc',
      'xx!!',
      'de_DE',
      '12',
      '🦘',
      'a'.repeat(5000),
    ]) {
      expect(negotiateLocale(header), String(header).slice(0, 20)).toBe('en')
    }
    expect(negotiateLocale('nl')).toBe('en')
    expect(negotiateLocale('nb, da;q=0.8')).toBe('en')
  })

  it('uses the well-formed tags of a header that also holds malformed ones', () => {
    expect(negotiateLocale('!!!, ja;q=0.8')).toBe('ja')
    expect(negotiateLocale('de_DE, it;q=0.5')).toBe('it')
  })
})
