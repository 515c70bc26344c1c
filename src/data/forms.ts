import 'server-only'

import type { Payload } from 'payload'

import { getForm } from '@/forms/present-form'
import type { Locale } from '@/i18n/locales'
import { CONTENT_TAG } from '@/lib/cache-tags'
import { cachedRead, orNull } from '@/data/cached-read'

/** A form as its widget shows it in the page's language, cached with the pages until content changes; null when it is gone. */
export const getFormView = cachedRead(
  'forms-view',
  [CONTENT_TAG],
  orNull((payload: Payload, id: number, locale: Locale) => getForm(payload, id, locale), 'form_not_found'),
)
