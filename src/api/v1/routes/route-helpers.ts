import { createRoute, type z } from '@hono/zod-openapi'

import { ErrorSchema } from '@/api/v1/errors'
import { json } from '@/api/v1/openapi'

/** The error answers every account, address and model call may give. */
export const errorResponses = {
  400: json(ErrorSchema, 'The request is not valid'),
  401: json(ErrorSchema, 'Not signed in, or the token is expired (TOKEN_EXPIRED) or not valid (TOKEN_INVALID)'),
  403: json(ErrorSchema, 'Not allowed'),
  404: json(ErrorSchema, 'Not found'),
  409: json(
    ErrorSchema,
    'Refused as things stand (sold out, a promotion that does not apply, …): the message says why',
  ),
  429: json(ErrorSchema, 'Too many attempts'),
}

/** A 200 answering `schema`, or one of the error answers. */
export const okResponses = <T extends z.ZodType>(schema: T) => ({ 200: json(schema, 'OK'), ...errorResponses })

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true as const,
})

/** A POST taking a required JSON body and answering `response`, or one of the error answers. */
export const jsonPost = <T extends z.ZodType, R extends z.ZodType>(
  path: string,
  tags: string[],
  summary: string,
  body: T,
  response: R,
) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary,
    request: { body: jsonBody(body) },
    responses: { 200: json(response, 'OK'), ...errorResponses },
  })

/** The page a call was made from (the spec's `url`): base64 as the spec's client sends it, or plain. */
export function decodePageUrl(url: string | undefined): string {
  if (!url) return ''
  if (url.startsWith('/') || /^https?:\/\//.test(url)) return url
  try {
    const decoded = Buffer.from(url, 'base64').toString('utf8')
    return /^(\/|https?:\/\/)[^\s]*$/.test(decoded) ? decoded : ''
  } catch {
    return ''
  }
}
