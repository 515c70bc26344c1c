import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from '@hono/zod-openapi'

import { DomainError } from '@/lib/domain-error'
import { describeDomainError } from '@/lib/domain-error-messages'
import { reportError } from '@/monitoring/report-error'

import { domainErrorAnswers } from '@/api/v1/domain-errors'
import { errorCodes, type ErrorCode } from '@/api/v1/error-codes'
import { describeIssues, type Issue } from '@/api/v1/issue-messages'
import { requestErrors } from '@/api/v1/request-language'

export const ErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    text_code: z.enum(errorCodes),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi('Error')

const codeForStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'TOO_MANY_REQUESTS',
}

export function errorBody(code: ErrorCode, message: string, issues?: Issue[]) {
  return { success: false as const, message, text_code: code, ...(issues?.length ? { issues } : {}) }
}

/**
 * The answer to a request that failed its schema: 400, VALIDATION_FAILED, the fields at fault, all
 * in the request's language. `input` is what was sent, to tell missing fields from wrong ones.
 */
export async function validationFailed(c: Context, error: z.ZodError, input?: unknown) {
  const t = await requestErrors(c)
  const issues = describeIssues(error, t, input === undefined ? undefined : { input })
  return c.json(errorBody('VALIDATION_FAILED', t('request.invalid'), issues), 400)
}

/** Hono's own refusals name what went wrong in English; the ones it is known to make, by their text. */
function httpExceptionKey(error: HTTPException) {
  if (error.message === 'Malformed JSON in request body') return 'request.malformedJson' as const
  if (error.message.startsWith('Malformed FormData')) return 'request.malformedForm' as const
  return error.status === 413 ? ('domain.bodyTooLarge' as const) : ('request.invalid' as const)
}

/** A refusal that does not know when its window ends still tells clients to back off for a while. */
const DEFAULT_RETRY_AFTER_SECONDS = 60

/** Seconds for `Retry-After`: the refusal's own when it knows them, else the default. */
function retryAfter(given: unknown): string {
  const seconds = Number(given)
  return String(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS)
}

/**
 * The one place an error becomes a response: domain errors by their code, the rest are 500s. The
 * message is in the request's language (`Accept-Language`); `text_code` is the same in all.
 */
export async function handleError(error: Error, c: Context) {
  const t = await requestErrors(c)
  if (error instanceof DomainError) {
    const [status, textCode] = domainErrorAnswers[error.code]
    const { message, fields } = describeDomainError(error, t)
    if (status === 429) c.header('Retry-After', retryAfter(error.params.retryAfter))
    if (status === 503) c.header('Retry-After', '1')
    return c.json(errorBody(textCode, message, fields), status)
  }
  if (error instanceof HTTPException) {
    const status = error.status
    const message = t(httpExceptionKey(error))
    if (status === 429) c.header('Retry-After', retryAfter(error.getResponse().headers.get('Retry-After')))
    return c.json(errorBody(codeForStatus[status] ?? 'BAD_REQUEST', message), status as ContentfulStatusCode)
  }
  if (error instanceof z.ZodError) return validationFailed(c, error)
  console.error('[api/v1]', error)
  reportError(error, 'api')
  return c.json(errorBody('INTERNAL', t('request.internal')), 500)
}
