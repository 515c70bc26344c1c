import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'

/**
 * One language's shell messages, fetched by the browser only when it needs them (the language
 * suggestion speaks the suggested language, not the page's): each is a chunk of its own.
 */
export const loadShellMessages = async (locale: Locale): Promise<Messages['shell']> =>
  // A relative template import: the bundler makes one chunk per language's file.
  (await import(`./messages/${locale}/shell.json`)).default
