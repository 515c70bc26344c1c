import type { GlobalAfterChangeHook } from 'payload'

import { CHECKOUT_SETTINGS_TAG } from '@/lib/cache-tags'
import { forgetTags } from '@/lib/revalidation'

/** Saved checkout settings replace the cached ones once the change has committed. */
export const invalidateCheckoutSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  await forgetTags([CHECKOUT_SETTINGS_TAG], req)
  return doc
}
