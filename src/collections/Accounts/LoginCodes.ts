import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { studioAccess } from '@/collections/content-access'

/**
 * A login, sign-up or password-recovery code sent by e-mail. The 6-digit code and the link token
 * are kept only as keyed hashes; a code is single-use, expires after 15 minutes and allows 5 tries.
 * Written only by src/accounts/login-codes.ts.
 */
export const LoginCodes: CollectionConfig = {
  slug: 'login-codes',
  admin: { hidden: true },
  access: { ...studioAccess(isAdmin), create: nobody, update: nobody },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'purpose', type: 'select', options: ['login', 'register', 'recover'], required: true },
    { name: 'code_hash', type: 'text', required: true },
    { name: 'token_hash', type: 'text', required: true, index: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'used_at', type: 'date' },
    { name: 'data', type: 'json' },
  ],
}
