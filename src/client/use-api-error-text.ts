'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import type { ApiError } from '@/client/api-client'

/** A call that did not succeed, as the API client answers it. */
export type FailedCall = { error: ApiError; loggedOut?: true }

/**
 * The words for a failed call: the server's `message` as it arrives (it answers in the page's
 * language), or the catalogue's when the browser made the error itself (no answer, too slow, an
 * answer it could not read, or the session ended on the way). Every screen's client parts have the
 * `apiClient` messages (`ClientMessages` and the layout always hand them over).
 */
export function useApiErrorText() {
  const t = useTranslations('apiClient')
  return useCallback(
    (result: FailedCall) => {
      if (result.loggedOut) return t('sessionEnded')
      if (result.error.text_code === 'NETWORK') return t('network')
      if (result.error.text_code === 'TIMEOUT') return t('timeout')
      if (result.error.text_code === 'UNREADABLE') return t('unreadable')
      return result.error.message
    },
    [t],
  )
}
