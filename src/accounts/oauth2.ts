import type { Db } from '@/lib/database/sql'
import { createHash } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify, SignJWT } from 'jose'

import { DomainError } from '@/lib/domain-error'
import { siteUrl } from '@/lib/env'
import type { User } from '@/payload-types'

import { findUserByEmail, normaliseEmail } from './login-flows'
import { oauth2Config } from './oauth2-config'
import { safeNextPath } from './safe-redirect'
import { accountKeys, randomToken } from './secrets'
import { startSession, type Tokens } from './sessions'

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string; userinfo_endpoint?: string }

let discovered: { issuer: string; at: number; value: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> } | null = null

/** The provider's OpenID configuration, fetched once every 10 minutes. */
async function discover(issuer: string) {
  if (discovered && discovered.issuer === issuer && Date.now() - discovered.at < 600_000) return discovered
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) }).catch(() => null)
  if (!response?.ok) throw new DomainError('oauth_unreachable')
  const value = (await response.json()) as Discovery
  if (value.issuer.replace(/\/+$/, '') !== issuer) throw new DomainError('oauth_misconfigured')
  discovered = { issuer, at: Date.now(), value, jwks: createRemoteJWKSet(new URL(value.jwks_uri)) }
  return discovered
}

export const redirectUri = () => `${siteUrl}/auth`
const STATE_AUDIENCE = 'atelier-oauth2-state'

export function requireOauth2() {
  const config = oauth2Config()
  if (!config) throw new DomainError('oauth_not_configured')
  return config
}

/**
 * The address to send the visitor to, and the sealed state to keep in an HttpOnly cookie: the
 * state and nonce to check on return, the PKCE verifier, and where to go afterwards.
 */
export async function beginAuthorization(next: string | undefined) {
  const config = requireOauth2()
  const { value } = await discover(config.issuer)
  const state = randomToken()
  const nonce = randomToken()
  const verifier = randomToken()
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  const sealed = await new SignJWT({ state, nonce, verifier, next: safeNextPath(next, '/my-account') })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(STATE_AUDIENCE)
    .setExpirationTime('10m')
    .sign(accountKeys().jwt)
  const url = new URL(value.authorization_endpoint)
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri(),
    response_type: 'code',
    scope: config.scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString()
  return { location: url.toString(), sealed }
}

const badState = () => new DomainError('oauth_bad_state')

/**
 * The provider's code, exchanged for its tokens (with the PKCE verifier), its ID token checked
 * (signature, issuer, audience, nonce), then our own session for the account with that verified
 * e-mail address, made on first use.
 */
export async function finishAuthorization(db: Db, sealed: string | null, code: string, state: string, fingerprint: string): Promise<{ tokens: Tokens; next: string }> {
  const { payload, req } = db
  const config = requireOauth2()
  if (!sealed) throw badState()
  let stored: { state: string; nonce: string; verifier: string; next: string }
  try {
    stored = (await jwtVerify(sealed, accountKeys().jwt, { audience: STATE_AUDIENCE, algorithms: ['HS256'] })).payload as typeof stored
  } catch {
    throw badState()
  }
  if (stored.state !== state) throw badState()

  const { value, jwks } = await discover(config.issuer)
  const response = await fetch(value.token_endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri(), client_id: config.clientId, code_verifier: stored.verifier }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null)
  if (!response?.ok) throw new DomainError('oauth_refused')
  const exchanged = (await response.json()) as { id_token?: string; access_token?: string }
  if (!exchanged.id_token) throw new DomainError('oauth_no_id_token')

  let claims: Record<string, unknown>
  try {
    claims = (await jwtVerify(exchanged.id_token, jwks, { issuer: value.issuer, audience: config.clientId })).payload
  } catch {
    throw new DomainError('oauth_id_token_invalid')
  }
  if (claims.nonce !== stored.nonce) throw badState()

  if ((!claims.email || claims.email_verified === undefined) && exchanged.access_token && value.userinfo_endpoint) {
    const info = await fetch(value.userinfo_endpoint, { headers: { Authorization: `Bearer ${exchanged.access_token}` }, signal: AbortSignal.timeout(10_000) })
      .then((r) => (r.ok ? (r.json() as Promise<Record<string, unknown>>) : null))
      .catch(() => null)
    if (info && info.sub === claims.sub) claims = { ...info, ...claims, email: claims.email ?? info.email, email_verified: claims.email_verified ?? info.email_verified }
  }
  if (typeof claims.email !== 'string' || claims.email_verified !== true) {
    throw new DomainError('oauth_email_unverified')
  }
  const email = normaliseEmail(claims.email)
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
      },
      overrideAccess: true,
      req,
      depth: 0,
    })) as User
  }
  return { tokens: await startSession(db, user, fingerprint, 'oauth2'), next: stored.next }
}
