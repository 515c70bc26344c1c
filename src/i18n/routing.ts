import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from '@/i18n/locales'

/**
 * English at its own address, every other language under its prefix. The server maps public
 * addresses to Next's `[locale]` routes (src/lib/site-address.ts); this tells next-intl's links
 * the same rule.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE },
  localeDetection: false,
  alternateLinks: false,
})
