import type { LocalizationConfig } from 'payload'

import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, textDirection } from '@/i18n/locales'

/**
 * The languages the artist's own words may be written in: the interface's 18, English first and
 * the fallback of every other, field by field (an untranslated story is read in English).
 */
export const contentLocalization: LocalizationConfig = {
  locales: [DEFAULT_LOCALE, ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)].map((code) => ({
    code,
    label: LOCALE_NAMES[code],
    rtl: textDirection(code) === 'rtl',
  })),
  defaultLocale: DEFAULT_LOCALE,
  fallback: true,
}
