import type { ContentfulStatusCode } from 'hono/utils/http-status'

import type { DomainErrorCode } from '@/lib/domain-error'

import type { ErrorCode } from '@/api/v1/errors'

type Answer = [status: ContentfulStatusCode, textCode: ErrorCode]

const notFound: Answer = [404, 'NOT_FOUND']
const invalid: Answer = [400, 'VALIDATION_FAILED']
const tokenInvalid: Answer = [401, 'TOKEN_INVALID']
const oauthRefused: Answer = [401, 'INVALID_CREDENTIALS']
const providerDown: Answer = [502, 'INTERNAL']

/** The one place a domain error code becomes an HTTP status and the spec's `text_code`. */
export const domainErrorAnswers: Record<DomainErrorCode, Answer> = {
  token_invalid: tokenInvalid,
  token_expired: [401, 'TOKEN_EXPIRED'],
  token_signature_invalid: tokenInvalid,
  session_ended: tokenInvalid,
  sign_in_required: [401, 'UNAUTHORIZED'],
  invalid_credentials: [401, 'INVALID_CREDENTIALS'],
  password_attempts_exceeded: [429, 'TOO_MANY_REQUESTS'],
  password_too_short: [400, 'PASSWORD_TOO_SHORT'],
  code_invalid: [400, 'CODE_INVALID'],
  rate_limited: [429, 'TOO_MANY_REQUESTS'],
  oauth_not_configured: notFound,
  oauth_unreachable: providerDown,
  oauth_misconfigured: providerDown,
  oauth_bad_state: [400, 'BAD_REQUEST'],
  oauth_refused: oauthRefused,
  oauth_no_id_token: oauthRefused,
  oauth_id_token_invalid: tokenInvalid,
  oauth_email_unverified: [403, 'FORBIDDEN'],
  profile_fields_locked: [403, 'FORBIDDEN'],
  field_locked: [403, 'FORBIDDEN'],
  date_of_birth_set: [403, 'FORBIDDEN'],
  password_min_length: [400, 'PASSWORD_TOO_SHORT'],
  password_proof_required: invalid,
  current_password_wrong: [403, 'FORBIDDEN'],
  photo_required: invalid,
  address_not_found: notFound,
  user_not_found: notFound,
  photo_not_found: notFound,
  file_not_found: notFound,
  image_not_found: notFound,
  photo_missing: invalid,
  photo_unsupported_type: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  photo_too_large: [413, 'PAYLOAD_TOO_LARGE'],
  photo_unreadable: invalid,
  page_not_found: notFound,
  gallery_not_found: notFound,
  group_not_found: notFound,
  category_not_found: notFound,
  product_not_found: notFound,
  item_not_in_shop: notFound,
  sold_out: [409, 'CONFLICT'],
  cart_busy: [409, 'CONFLICT'],
  cart_line_not_found: notFound,
  cart_gone: notFound,
  cart_missing: notFound,
  addon_not_offered: invalid,
  addon_given_twice: invalid,
  addon_choice_unknown: invalid,
  addon_qty_out_of_range: invalid,
  addon_text_too_long: invalid,
  addon_qty_required: invalid,
  option_unknown: invalid,
  option_given_twice: invalid,
  option_value_unknown: invalid,
  option_missing: invalid,
  body_too_large: [413, 'PAYLOAD_TOO_LARGE'],
  database_busy: [503, 'SERVICE_UNAVAILABLE'],
}
