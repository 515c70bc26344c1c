import type { Access } from 'payload'

import { hasAdminRole } from '@/access/is-admin'

/** Admins see every account; a customer sees only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  const user = req.user as { id: number | string; roles?: string[] | null } | null
  if (!user) return false
  if (hasAdminRole(user)) return true
  return { id: { equals: user.id } }
}
