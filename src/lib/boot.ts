import type { Migration, Payload } from 'payload'

import { databaseKind, env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { seedDemo } from '@/seed'

/** Applies the committed migrations of the configured database. */
async function migrate(payload: Payload): Promise<void> {
  const { migrations } =
    databaseKind === 'postgres' ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  // Each adapter's generated migrations take that adapter's arguments; Payload's list type is the loosest of them.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/** Starts Payload on a migrated, seeded database. */
export async function boot(options: { seed?: boolean } = {}): Promise<Payload> {
  const payload = await getPayloadClient()
  await migrate(payload)
  if (options.seed !== false && env.seed) {
    const admin = await seedDemo(payload)
    if (admin.password) {
      payload.logger.info(`Back-office account created: ${admin.email} / ${admin.password} (sign in at /admin)`)
    }
  }
  return payload
}
