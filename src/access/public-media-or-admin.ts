import type { Access, Where } from 'payload'

import { hasAdminRole } from '@/access/is-admin'

/**
 * Which media a viewer may see: the studio's (no owner) to everyone, a customer's upload to its
 * owner only. The v1 API asks with the signed-in customer; Payload's doors never name one.
 */
export const mediaVisibleTo = (ownerId?: number | string | null): Where =>
  ownerId == null
    ? { owner: { exists: false } }
    : { or: [{ owner: { exists: false } }, { owner: { equals: ownerId } }] }

/**
 * Visitors and customers read the studio's media through Payload's REST and GraphQL; customers'
 * uploads (profile photos, with their names as alt text) are the studio's and their owner's only.
 */
export const publicMediaOrAdmin: Access = ({ req }) =>
  hasAdminRole(req.user as { roles?: string[] }) ? true : mediaVisibleTo(null)
