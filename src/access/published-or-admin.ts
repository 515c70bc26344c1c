import type { Access } from 'payload'

import { hasAdminRole } from '@/access/is-admin'

/** Visitors read published documents; the artist also reads drafts. */
export const publishedOrAdmin: Access = ({ req }) =>
  hasAdminRole(req.user as { roles?: string[] }) ? true : { _status: { equals: 'published' } }
