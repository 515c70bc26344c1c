import { OpenAPIHono } from '@hono/zod-openapi'

import { describeIssues, errorBody } from '@/api/v1/errors'
import type { ApiEnv } from '@/api/v1/types'

/**
 * Every v1 route module is built with this: a request that fails its zod schema gets the API's
 * one error shape (400, VALIDATION_FAILED, with the fields at fault) and reaches no handler.
 */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(errorBody('VALIDATION_FAILED', 'The request is not valid.', describeIssues(result.error)), 400)
      }
    },
  })
}
