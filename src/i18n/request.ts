import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

/** The studio's time zone (Fremantle): dates the site shows are the studio's dates. */
export const STUDIO_TIME_ZONE = 'Australia/Perth'

export default getRequestConfig(async ({ requestLocale, locale: named }) => {
  // A language named by the caller is used as it is: reading the request's would make a cached page dynamic.
  const requested = named ?? (await requestLocale)
  const locale = hasLocale(LOCALES, requested) ? requested : DEFAULT_LOCALE
  return { locale, messages: await loadMessages(locale), timeZone: STUDIO_TIME_ZONE }
})
