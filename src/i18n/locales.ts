/** The interface languages; English is the default and loads first. */
export const LOCALES = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'id',
  'it',
  'ja',
  'ka',
  'ko',
  'pl',
  'pt-BR',
  'ru',
  'tr',
  'uk',
  'uz',
  'vi',
  'zh-CN',
] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** A stored or asked-for language code as one of the site's, English when it is none of them. */
export const knownLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

/** Each language named in itself, as the language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  ar: 'العربية',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ka: 'ქართული',
  ko: '한국어',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  tr: 'Türkçe',
  uk: 'Українська',
  uz: 'Oʻzbekcha',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
}

export const textDirection = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr')

/**
 * The tag Intl formats with: the studio is Australian, so English dates and numbers are
 * Australian English; every other language formats by its own conventions.
 */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-AU' : locale)

/** Open Graph's `language_TERRITORY` form of each language. */
export const OG_LOCALES: Record<Locale, string> = {
  ar: 'ar_AR',
  de: 'de_DE',
  en: 'en_AU',
  es: 'es_ES',
  fr: 'fr_FR',
  id: 'id_ID',
  it: 'it_IT',
  ja: 'ja_JP',
  ka: 'ka_GE',
  ko: 'ko_KR',
  pl: 'pl_PL',
  'pt-BR': 'pt_BR',
  ru: 'ru_RU',
  tr: 'tr_TR',
  uk: 'uk_UA',
  uz: 'uz_UZ',
  vi: 'vi_VN',
  'zh-CN': 'zh_CN',
}

/** The cookie that remembers the language a visitor chose in the picker, for a year. */
export const LOCALE_COOKIE = 'atelier-locale'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** The studio's time zone (Fremantle): dates the site shows are the studio's dates. */
export const STUDIO_TIME_ZONE = 'Australia/Perth'
