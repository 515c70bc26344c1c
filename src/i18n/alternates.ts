import type { Metadata } from 'next'

import { LOCALES, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'

/**
 * A page's canonical address in its language and the same page in every language (`hreflang`),
 * English as the default for readers of any other: `path` is the page's English address.
 */
export function languageAlternates(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = { 'x-default': path }
  for (const other of LOCALES) languages[other] = localizedPath(other, path)
  return { canonical: localizedPath(locale, path), languages }
}
