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
