import 'server-only'

import type { Payload } from 'payload'

import { getForm } from '@/forms/present-form'
import { CONTENT_TAG } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/data/cached-read'
import { isDomainError } from '@/lib/domain-error'

/** A form as its widget shows it, cached with the pages until content changes; null when it is gone. */
export const getFormView = cachedRead('forms-view', [CONTENT_TAG], async (payload: Payload, id: number) => {
  try {
    return await getForm(payload, id)
  } catch (error) {
    if (isDomainError(error, 'form_not_found')) return null
    throw error
  }
})
