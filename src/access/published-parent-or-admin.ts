import type { Access } from 'payload'

import { hasAdminRole } from '@/access/is-admin'

/**
 * What belongs to a document with drafts (a product's SKUs: code, price, stock) is shown with it:
 * visitors and customers read it once its parent is published, the artist always. The parent's
 * own row holds its last published state (a draft saved over it is kept among the versions), so
 * its `_status` says whether the parent is public.
 */
export const publishedParentOrAdmin =
  (parentField: string): Access =>
  ({ req }) =>
    hasAdminRole(req.user as { roles?: string[] }) ? true : { [`${parentField}._status`]: { equals: 'published' } }
