import { LOCALES, type Locale } from '@/i18n/locales'

// Tags a browser may send for a language the site has under another tag.
const ALIASES: Record<string, Locale> = { pt: 'pt-BR', zh: 'zh-CN', 'zh-hans': 'zh-CN', 'zh-sg': 'zh-CN' }
// Chinese in traditional script is not the site's Simplified Chinese.
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/

/**
 * The site's language for one language tag a browser names (`de-AT` → de, `pt-PT` → pt-BR,
 * `zh-Hans-CN` → zh-CN), or null when the site does not speak it.
 */
export function siteLocaleOf(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase()
  if (!lower || TRADITIONAL_CHINESE.test(lower)) return null
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  for (let end = lower.lastIndexOf('-'); end > 0; end = lower.lastIndexOf('-', end - 1)) {
    const prefix = lower.slice(0, end)
    const match = ALIASES[prefix] ?? LOCALES.find((locale) => locale.toLowerCase() === prefix)
    if (match) return match
  }
  return ALIASES[lower] ?? null
}

/**
 * The language to suggest to a visitor whose browser prefers another language than the page's:
 * the browser's first language, when the site speaks it and the page is not already in it.
 */
export function suggestedLocale(browserLanguages: readonly string[], pageLocale: Locale): Locale | null {
  const preferred = browserLanguages[0] ? siteLocaleOf(browserLanguages[0]) : null
  return preferred && preferred !== pageLocale ? preferred : null
}
