import type { z } from '@hono/zod-openapi'

import { ErrorSchema } from '@/api/v1/errors'
import { json } from '@/api/v1/openapi'

/** The error answers every account, address and model call may give. */
export const errorResponses = {
  400: json(ErrorSchema, 'The request is not valid'),
  401: json(ErrorSchema, 'Not signed in, or the token is expired (TOKEN_EXPIRED) or not valid (TOKEN_INVALID)'),
  403: json(ErrorSchema, 'Not allowed'),
  404: json(ErrorSchema, 'Not found'),
  429: json(ErrorSchema, 'Too many attempts'),
}

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true as const,
})
