import { OpenAPIHono } from '@hono/zod-openapi'

import { validationFailed } from '@/api/v1/errors'
import type { ApiEnv } from '@/api/v1/types'

/**
 * Every v1 route module is built with this: a request that fails its zod schema gets the API's
 * one error shape (400, VALIDATION_FAILED, with the fields at fault) and reaches no handler.
 */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      // zod-validator hands the hook what was sent as `data` (its types leave it out on failure).
      if (!result.success) return validationFailed(c, result.error, (result as { data?: unknown }).data)
    },
  })
}
