import { match } from '@formatjs/intl-localematcher'
import Negotiator from 'negotiator'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales'

/** Whether Intl accepts a tag: the matcher throws on the first one it does not. */
function isWellFormed(tag: string): boolean {
  try {
    Intl.getCanonicalLocales(tag)
    return true
  } catch {
    return false
  }
}

/**
 * The site's language for an `Accept-Language` header: negotiator reads the list in order of its
 * q-values (q=0 means "not this one"), and the CLDR matcher picks the closest of the 18 languages
 * (`de-AT` → de, `pt-PT` → pt-BR, `zh-Hans` → zh-CN, `es-419` → es). Tags Intl cannot read are left
 * out; a header with none left, or none close enough, is English.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE
  const requested = new Negotiator({ headers: { 'accept-language': acceptLanguage } })
    .languages()
    .filter((tag) => tag !== '*' && isWellFormed(tag))
  if (requested.length === 0) return DEFAULT_LOCALE
  return match(requested, LOCALES, DEFAULT_LOCALE, { algorithm: 'best fit' }) as Locale
}
