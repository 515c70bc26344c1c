import { env } from '@/lib/env'

/**
 * The OAuth2 / OpenID Connect provider (OAUTH2_* settings), or null when none is configured:
 * the login button shows only then.
 */
export const oauth2Config = () => env.oauth2

/** API bases the token-login landing's `b` may name (ACCOUNT_API_BASES, comma-separated). */
export const allowedApiBases = () => env.accountApiBases
