import type { Access, Endpoint, SanitizedConfig } from 'payload'

import { hasAdminRole, type WithRoles } from '@/access/is-admin'

const isStudio = (user: unknown) => hasAdminRole(user as WithRoles)

/** The studio passes on to Payload's own rule (none means any signed-in user); nobody else does. */
const studioThen =
  (rule: Access | undefined): Access =>
  (args) =>
    isStudio(args.req.user) && (rule ? rule(args) : true)

const studioOnlyEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) =>
    isStudio(req.user)
      ? endpoint.handler(req)
      : Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 }),
})

const operations = ['create', 'read', 'update', 'delete', 'unlock', 'readVersions'] as const
const globalOperations = ['read', 'update', 'readVersions'] as const

/**
 * Payload adds collections and globals of its own (locked documents, preferences, jobs and their
 * schedule, migrations, key-value) and job endpoints whose defaults let any signed-in user in: a
 * customer signed in through `/api/users/login` could lock the studio's documents, store JSON as
 * "preferences", rewrite the job schedule or run the job queue. They serve the back-office only.
 * They exist only once the configuration is sanitised, so their rules are tightened on the
 * finished configuration.
 */
export function closePayloadInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.slug.startsWith('payload-')) continue
    for (const operation of operations) collection.access[operation] = studioThen(collection.access[operation])
    if (collection.endpoints) collection.endpoints = collection.endpoints.map(studioOnlyEndpoint)
  }
  for (const global of config.globals) {
    if (!global.slug.startsWith('payload-')) continue
    for (const operation of globalOperations) global.access[operation] = studioThen(global.access[operation])
  }
  const studio = ({ req }: { req: { user?: unknown } }) => isStudio(req.user)
  config.jobs.access = { run: studio, queue: studio, cancel: studio }
  return config
}
