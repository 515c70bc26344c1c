import type { Access, FieldAccess } from 'payload'

/**
 * Closed to every caller of Payload's doors, the studio included: what only the server writes
 * (sessions, login codes, who owns an upload), through the local API with `overrideAccess`.
 */
export const nobody: Access = () => false

export const nobodyField: FieldAccess = () => false
