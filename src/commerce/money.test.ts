import { describe, expect, it } from 'vitest'

import { formatCents, formatPrice, toCents, toDollars } from '@/commerce/money'
import { LOCALES } from '@/i18n/locales'

describe('money', () => {
  it('adds in cents, so sums of dollar prices do not drift', () => {
    expect(toDollars(toCents(0.1) + toCents(0.2))).toBe(0.3)
    expect(toCents(19.99) * 3).toBe(5997)
    expect(toCents(null)).toBe(0)
  })

  it('formats dollars the Australian way with two decimals', () => {
    expect(formatPrice(1250)).toBe('$1,250.00')
    expect(formatPrice(1200)).toBe('$1,200.00')
    expect(formatPrice(0.5)).toBe('$0.50')
    expect(formatPrice(-12)).toBe('-$12.00')
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89')
  })

  it('formats an amount counted in cents as the same dollars, a missing one as none', () => {
    expect(formatCents(125_000)).toBe('$1,250.00')
    expect(formatCents(-1_850)).toBe('-$18.50')
    expect(formatCents(null)).toBe('$0.00')
    expect(formatCents(125_050, 'de')).toBe(formatPrice(1250.5, 'de'))
  })

  it('formats as before when the locale is given as en-AU or plain English', () => {
    for (const dollars of [0, 0.5, 9.09, 77.5, 1250, 1234567.891, -12]) {
      const before = `${dollars < 0 ? '-' : ''}$${Math.abs(dollars).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
      expect(formatPrice(dollars, 'en-AU')).toBe(before)
      expect(formatPrice(dollars, 'en')).toBe(before)
    }
  })

  it('shows Australian dollars in every language: English exactly as before, the others in their own way', () => {
    for (const locale of LOCALES) {
      const price = formatPrice(1200, locale)
      if (locale === 'en') {
        expect(price).toBe('$1,200.00')
        continue
      }
      // An Australian symbol or the code (A$, AU$, $AU, AUD), never a bare $ that reads as US or local dollars.
      expect(price, locale).toMatch(/AU|A\$/)
      expect(price, locale).not.toMatch(/(?<![A-Z])\$(?!A)/)
      // The amount with the language's own grouping and decimal mark.
      const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1200)
      expect(price, locale).toContain(amount)
      expect(price.replace(/\D/g, ''), locale).toBe('120000')
    }
  })

  it('uses the decimal mark and grouping of the language, and keeps the sign', () => {
    expect(formatPrice(1250.5, 'de')).toBe('1.250,50\u00a0AU$')
    expect(formatPrice(-1250.5, 'de')).toBe('-1.250,50\u00a0AU$')
    expect(formatPrice(1250.5, 'fr')).toBe('1\u202f250,50\u00a0$AU')
    expect(formatPrice(1250.5, 'ja')).toBe('A$1,250.50')
    expect(formatPrice(0.5, 'pl')).toBe('0,50\u00a0AUD')
  })

  it('keeps the symbol whole in right-to-left languages: a left-to-right isolate, so Arabic shows AU$ and not $AU', () => {
    const price = formatPrice(1250.5, 'ar')
    expect(price).toContain('\u2066AU$\u2069')
    expect(price.replace(/[\u2066\u2069]/g, '')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'AUD' }).format(1250.5),
    )
    for (const locale of ['de', 'fr', 'ja', 'pl'])
      expect(formatPrice(1250.5, locale), locale).not.toMatch(/[\u2066\u2069]/)
  })

  it('shows the code where a locale writes Australian dollars as a bare $', () => {
    // Nauru's English writes AUD as `$`, as any language's CLDR data might in another runtime.
    expect(formatPrice(1200, 'en-NR')).toMatch(/^AUD\s?1,200\.00$/)
  })
})
