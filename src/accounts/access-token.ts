import { errors, jwtVerify, SignJWT } from 'jose'

import { DomainError } from '@/lib/domain-error'

import { ACCESS_TOKEN_SECONDS } from '@/accounts/constants'
import { accountKeys } from '@/accounts/secrets'

const ISSUER = 'atelier'
const AUDIENCE = 'atelier-v1'

export type AccessClaims = { sub: string; sid: string; email: string; exp: number }

/** A short-lived access token (HS256 JWT) naming the user and their session. */
export async function signAccessToken(user: { id: number | string; email: string }, sessionId: number | string) {
  const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS
  const token = await new SignJWT({ sid: String(sessionId), email: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(accountKeys().jwt)
  return { token, expiresAt }
}

/**
 * The claims of a valid access token. An expired one is TOKEN_EXPIRED (the client refreshes and
 * retries); anything else wrong is TOKEN_INVALID (the client logs out), both 401.
 */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, accountKeys().jwt, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.email !== 'string') {
      throw new DomainError('token_invalid')
    }
    return payload as AccessClaims
  } catch (error) {
    if (error instanceof DomainError) throw error
    if (error instanceof errors.JWTExpired) throw new DomainError('token_expired')
    if (error instanceof errors.JWSSignatureVerificationFailed) throw new DomainError('token_signature_invalid')
    throw new DomainError('token_invalid')
  }
}
