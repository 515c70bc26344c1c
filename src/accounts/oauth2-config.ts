/**
 * The OAuth2 / OpenID Connect provider, from the environment: OAUTH2_ISSUER, OAUTH2_CLIENT_ID,
 * OAUTH2_CLIENT_SECRET, and optionally OAUTH2_NAME (the button's label) and OAUTH2_SCOPE.
 * The login button shows only when all three are set.
 */
export function oauth2Config() {
  const issuer = (process.env.OAUTH2_ISSUER || '').replace(/\/+$/, '')
  const clientId = process.env.OAUTH2_CLIENT_ID || ''
  const clientSecret = process.env.OAUTH2_CLIENT_SECRET || ''
  if (!issuer || !clientId || !clientSecret) return null
  return { issuer, clientId, clientSecret, name: process.env.OAUTH2_NAME || 'your account provider', scope: process.env.OAUTH2_SCOPE || 'openid email profile' }
}

/** API bases the token-login landing's `b` may name (ACCOUNT_API_BASES, comma-separated). */
export const allowedApiBases = () =>
  (process.env.ACCOUNT_API_BASES || '')
    .split(',')
    .map((b) => b.trim().replace(/\/+$/, ''))
    .filter((b) => /^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(b))
