import type { Context } from 'hono'

import { isLocale, type Locale } from '@/i18n/locales'
import { negotiateLocale } from '@/i18n/negotiate'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * The language a request asks for in `Accept-Language`, as one of the site's: the browser's client
 * sends the page's language, so a visitor reads the API's messages in the language of the screen.
 */
export const requestLocale = (c: Context): Locale => negotiateLocale(c.req.header('accept-language'))

/** The API's messages in the request's language. */
export const requestErrors = (c: Context) => serverTranslator(requestLocale(c), 'errors')

/**
 * The language the artist's words are answered in: the `locale` query parameter when it names one
 * of the site's languages, else that of `Accept-Language`; an untranslated text is in English.
 */
export const contentLocale = (c: Context): Locale => {
  const asked = c.req.query('locale')
  return isLocale(asked) ? asked : requestLocale(c)
}
