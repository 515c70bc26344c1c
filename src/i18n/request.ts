import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { DEFAULT_LOCALE, LOCALES, STUDIO_TIME_ZONE } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

export default getRequestConfig(async ({ requestLocale, locale: named }) => {
  // A language named by the caller is used as it is: reading the request's would make a cached page dynamic.
  const requested = named ?? (await requestLocale)
  const locale = hasLocale(LOCALES, requested) ? requested : DEFAULT_LOCALE
  return { locale, messages: await loadMessages(locale), timeZone: STUDIO_TIME_ZONE }
})
