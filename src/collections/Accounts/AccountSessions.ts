import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { studioAccess } from '@/collections/content-access'

/**
 * One signed-in session of the v1 API: a refresh-token family (RFC 9700). Only the hash of the
 * current refresh token is kept; every use replaces it, and a token that no longer matches
 * revokes the session. Written only by src/accounts/sessions.ts.
 */
export const AccountSessions: CollectionConfig = {
  slug: 'account-sessions',
  admin: {
    group: 'Orders',
    useAsTitle: 'id',
    defaultColumns: ['user', 'createdAt', 'last_used_at', 'revoked_at'],
    // Internal: a customer's sessions are ended from their account, not by hand.
    hidden: true,
  },
  access: { ...studioAccess(isAdmin), create: nobody, update: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'token_hash', type: 'text', required: true, index: true, admin: { hidden: true } },
    { name: 'fingerprint_hash', type: 'text', required: true, admin: { hidden: true } },
    {
      name: 'method',
      type: 'select',
      options: ['password', 'code', 'link', 'oauth2', 'token', 'signup', 'recovery'],
      required: true,
    },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'last_used_at', type: 'date' },
    { name: 'revoked_at', type: 'date', index: true },
  ],
}
