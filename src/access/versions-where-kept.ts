import { NotFound, type Endpoint, type SanitizedConfig } from 'payload'

import { nobody } from '@/access/nobody'

const isVersionsDoor = (endpoint: Endpoint) => endpoint.path === '/versions' || endpoint.path.startsWith('/versions/')

const noVersionsHere = (endpoint: Endpoint): Endpoint =>
  isVersionsDoor(endpoint)
    ? {
        ...endpoint,
        handler: (req) => {
          throw new NotFound(req.t)
        },
      }
    : endpoint

/**
 * Payload gives every collection and global the doors to old versions (`/versions`,
 * `/versions/:id`, and restoring one with a POST), also where none are kept, and lets any
 * signed-in user through them by default. There the database adapter looks for a versions table
 * that does not exist and the answer was a 500; restoring even looks before it asks who may. So
 * where no versions are kept, nobody may read them and the doors answer 404 to everyone, the
 * studio included. Done on the finished configuration, so Payload's own collections, the form
 * plugin's and any new collection are covered without a rule to remember.
 */
export function closeVersionsNotKept(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.versions) continue
    entity.access.readVersions = nobody
    if (entity.endpoints) entity.endpoints = entity.endpoints.map(noVersionsHere)
  }
  return config
}
