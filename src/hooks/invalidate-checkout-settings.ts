import type { GlobalAfterChangeHook } from 'payload'

import { afterCommit } from '@/lib/after-commit'
import { CHECKOUT_SETTINGS_TAG } from '@/lib/cache-tags'
import { invalidateTag } from '@/lib/memo-cache'

/** Saved checkout settings replace the cached ones once the change has committed. */
export const invalidateCheckoutSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  await afterCommit(req, async () => invalidateTag(CHECKOUT_SETTINGS_TAG))
  return doc
}
