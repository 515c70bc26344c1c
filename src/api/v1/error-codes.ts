/** The error codes the v1 API answers with, in `text_code`. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'CODE_INVALID',
  'INVALID_CREDENTIALS',
  'PASSWORD_TOO_SHORT',
  'CONFLICT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const
export type ErrorCode = (typeof errorCodes)[number]
