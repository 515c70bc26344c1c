import type { Access, FieldAccess } from 'payload'

export type WithRoles = { roles?: string[] | null } | null | undefined

export const hasAdminRole = (user: WithRoles): boolean => Boolean(user?.roles?.includes('admin'))

export const isAdmin: Access = ({ req }) => hasAdminRole(req.user as WithRoles)

export const isAdminField: FieldAccess = ({ req }) => hasAdminRole(req.user as WithRoles)
