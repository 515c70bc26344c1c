import { ClientError } from 'openid-client'

import { DomainError } from '@/lib/domain-error'

/** A property of an error's `cause`, which openid-client leaves untyped. */
export const causeField = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined

const codeOf = (error: unknown) => (error instanceof ClientError ? error.code : undefined)

// A provider that cannot be reached or answers nothing usable is down, not misconfigured: trying
// again later may work, as it may not for a wrong issuer or plain http to another host.
const UNREACHABLE = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_TIMEOUT', 'OAUTH_ABORT'])

/** What a failed discovery means to the visitor. */
export function discoveryError(error: unknown): DomainError {
  if (error instanceof TypeError || UNREACHABLE.has(codeOf(error) ?? '')) return new DomainError('oauth_unreachable')
  return new DomainError('oauth_misconfigured')
}

const ID_TOKEN_CHECKS = new Set([
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_UNSUPPORTED_OPERATION',
])

/**
 * What a failed code exchange means to the visitor. Network failures and the provider's own
 * error answers are a refusal; a wrong nonce is a replayed or crossed login, so the visitor
 * hears "bad state" as for a wrong state; anything wrong with the ID token itself makes it invalid.
 */
export function grantError(error: unknown): DomainError {
  const code = codeOf(error)
  if (!code) return new DomainError('oauth_refused')
  const detail = error instanceof Error && error.cause instanceof Error ? error.cause.cause : undefined
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && causeField(detail, 'claim') === 'nonce')
    return new DomainError('oauth_bad_state')
  // Only checks of the token response itself carry its body; those of the ID token carry its claims.
  const body = causeField(detail, 'body')
  if (code === 'OAUTH_INVALID_RESPONSE' && body !== undefined) {
    return new DomainError(typeof causeField(body, 'id_token') === 'string' ? 'oauth_refused' : 'oauth_no_id_token')
  }
  return new DomainError(ID_TOKEN_CHECKS.has(code) ? 'oauth_id_token_invalid' : 'oauth_refused')
}
