import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { woffToSfnt } from '@/documents/woff-to-sfnt'
import type { Locale } from '@/i18n/locales'

/**
 * The font the order PDFs are written in. pdfkit's built-in Helvetica only has Latin-1, so a
 * customer called Łódź or Анна would print as gibberish; a font is embedded instead, from a
 * package that is installed anyway. Roboto Regular (Apache 2.0), as Payload ships it for its
 * Open Graph images, covers Latin with Latin Extended-A (Polish, Turkish, Czech…), Vietnamese,
 * Cyrillic and Greek. It has no Arabic, Georgian, Japanese, Korean or Chinese letters: names in
 * those scripts print as empty boxes.
 *
 * Why not Inter, the site's own font: @fontsource-variable/inter ships only WOFF2 files with a
 * transformed glyf table, which fontkit reads but cannot subset (pdfkit fails on `end()`), and
 * each file holds one script only.
 */
const FONT_FILE = path.join(process.cwd(), 'node_modules/@payloadcms/next/dist/routes/rest/og/roboto-regular.woff')

/** pdfkit's own font when the file is missing (a changed package): Latin-1 only, but never a failed mail. */
export const FALLBACK_FONT = 'Helvetica'

let font: Promise<Buffer | null> | undefined

/** The embedded font's bytes, read and unpacked once; null when the file is not there. */
export function pdfFont(): Promise<Buffer | null> {
  font ??= readFile(FONT_FILE)
    .then(woffToSfnt)
    .catch((error: unknown) => {
      console.warn(`[pdf] ${FONT_FILE} not readable, falling back to ${FALLBACK_FONT}:`, error)
      return null
    })
  return font
}

/** Languages whose labels the font can write (not Uzbek: its ʻ is missing); the others get an English document. */
const WRITTEN_LOCALES: readonly Locale[] = ['de', 'en', 'es', 'fr', 'id', 'it', 'pl', 'pt-BR', 'ru', 'tr', 'uk', 'vi']

/** The language a PDF is written in: the customer's, where the font has its letters. */
export const pdfLocale = (locale: Locale): Locale => (WRITTEN_LOCALES.includes(locale) ? locale : 'en')
