import type { Access, CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'

/**
 * What Payload's own doors (REST, GraphQL, the back-office) allow on a collection: reading as
 * given, and every kind of write (create, update, delete, unlock, reading old versions and drafts)
 * to the studio only. Customers change their data through the v1 API, which checks its own rules
 * and then writes through the local API; anything Payload's doors left open to them would be a
 * second set of rules for the same data.
 */
export const studioAccess = (read: Access) =>
  ({
    read,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
    readVersions: isAdmin,
  }) satisfies CollectionConfig['access']

/** Public to read, the artist's to change. */
export const publicContentAccess = studioAccess(anyone)
