import { jwtVerify, SignJWT } from 'jose'
import {
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  type Configuration,
} from 'openid-client'

import { findUserByEmail } from '@/accounts/login-flows'
import { normalizeEmailAddress } from '@/lib/email-address'
import { oauth2Config, providerConfiguration } from '@/accounts/oauth2-config'
import { grantError } from '@/accounts/oauth2-errors'
import { safeNextPath } from '@/lib/safe-redirect'
import { accountKeys, randomToken } from '@/accounts/secrets'
import { startSession, type Tokens } from '@/accounts/sessions'
import type { Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { siteUrl } from '@/lib/env'
import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

const redirectUri = () => `${siteUrl}/auth`
const STATE_AUDIENCE = 'atelier-oauth2-state'

type Sealed = { state: string; nonce: string; verifier: string; next: string }

function requireOauth2() {
  const config = oauth2Config()
  if (!config) throw new DomainError('oauth_not_configured')
  return config
}

/**
 * The address to send the visitor to, and the sealed state to keep in an HttpOnly cookie: the
 * state and nonce to check on return, the PKCE verifier, and where to go afterwards.
 */
export async function beginAuthorization(next: string | undefined) {
  const provider = requireOauth2()
  const configuration = await providerConfiguration(provider)
  const stored: Sealed = {
    state: randomState(),
    nonce: randomNonce(),
    verifier: randomPKCECodeVerifier(),
    next: safeNextPath(next, '/my-account'),
  }
  const sealed = await new SignJWT(stored)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(STATE_AUDIENCE)
    .setExpirationTime('10m')
    .sign(accountKeys().jwt)
  const location = buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(),
    scope: provider.scope,
    state: stored.state,
    nonce: stored.nonce,
    code_challenge: await calculatePKCECodeChallenge(stored.verifier),
    code_challenge_method: 'S256',
  })
  return { location: location.href, sealed }
}

const badState = () => new DomainError('oauth_bad_state')

async function unseal(sealed: string | null, state: string): Promise<Sealed> {
  if (!sealed) throw badState()
  const stored = await jwtVerify<Partial<Sealed>>(sealed, accountKeys().jwt, {
    audience: STATE_AUDIENCE,
    algorithms: ['HS256'],
  }).then(
    ({ payload }) => payload,
    () => null,
  )
  if (!stored || stored.state !== state || !stored.nonce || !stored.verifier) throw badState()
  return { state, nonce: stored.nonce, verifier: stored.verifier, next: stored.next ?? '/my-account' }
}

/** The ID token's claims, completed from userinfo when they lack the e-mail or its verification. */
async function identity(configuration: Configuration, code: string, stored: Sealed): Promise<Record<string, unknown>> {
  // The landing posts back only code and state. With one configured provider there is no other
  // issuer to mix up, so the expected one stands in for the `iss` the provider may require.
  const callback = new URL(redirectUri())
  callback.search = new URLSearchParams({
    code,
    state: stored.state,
    iss: configuration.serverMetadata().issuer,
  }).toString()
  const tokens = await authorizationCodeGrant(configuration, callback, {
    expectedState: stored.state,
    expectedNonce: stored.nonce,
    pkceCodeVerifier: stored.verifier,
  }).catch((error: unknown) => Promise.reject(grantError(error)))
  const claims: Record<string, unknown> = { ...tokens.claims() }
  if (
    (claims.email && claims.email_verified !== undefined) ||
    !configuration.serverMetadata().userinfo_endpoint ||
    typeof claims.sub !== 'string'
  )
    return claims
  // Userinfo only completes the ID token: when it fails, or names someone else, the ID token's word stands.
  const info = await fetchUserInfo(configuration, tokens.access_token, claims.sub).catch(() => null)
  return info
    ? {
        ...info,
        ...claims,
        email: claims.email ?? info.email,
        email_verified: claims.email_verified ?? info.email_verified,
      }
    : claims
}

/**
 * The provider's code, exchanged for its tokens (with the PKCE verifier), its ID token checked
 * (signature against the JWKS, issuer, audience, nonce), then our own session for the account
 * with that verified e-mail address, made on first use in the language of this request.
 */
export async function finishAuthorization(
  db: Db,
  sealed: string | null,
  code: string,
  state: string,
  fingerprint: string,
  requestLocale: Locale,
): Promise<{ tokens: Tokens; next: string }> {
  const { payload, req } = db
  const provider = requireOauth2()
  const stored = await unseal(sealed, state)
  const claims = await identity(await providerConfiguration(provider), code, stored)
  if (typeof claims.email !== 'string' || claims.email_verified !== true) {
    throw new DomainError('oauth_email_unverified')
  }
  const email = normalizeEmailAddress(claims.email)
  let user = await findUserByEmail(db, email)
  if (!user) {
    user = (await payload.create({
      collection: 'users',
      data: {
        email,
        password: randomToken(),
        roles: ['customer'],
        first_name: typeof claims.given_name === 'string' ? claims.given_name.slice(0, 100) : '',
        last_name: typeof claims.family_name === 'string' ? claims.family_name.slice(0, 100) : '',
        // First login is the sign-up: the account speaks the language of the page it came from.
        locale: requestLocale,
      },
      overrideAccess: true,
      req,
      depth: 0,
    })) as User
  }
  return { tokens: await startSession(db, user, fingerprint, 'oauth2'), next: stored.next }
}
