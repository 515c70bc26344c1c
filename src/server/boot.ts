import type { Migration, Payload } from 'payload'

import { databaseKind, env, siteUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { seedDemo } from '@/seed'

/** Applies the committed migrations of the configured database. */
async function migrate(payload: Payload): Promise<void> {
  const { migrations } =
    databaseKind === 'postgres' ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  // Each adapter's generated migrations take that adapter's arguments; Payload's list type is the loosest of them.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/** What the artist reads on the very first start: where to sign in, and what to do first. */
const firstStartMessage = (email: string, password: string) =>
  [
    `Back-office account created: ${email} / ${password} (sign in at ${siteUrl}/admin)`,
    'First steps in the studio:',
    '  1. Settings → Site settings: your studio’s name, logo and colour (the back-office wears them too).',
    '  2. Settings → Checkout: the e-mail address for new orders and your name for certificates.',
    '  3. Shop → Products → Create new: a painting with its pictures, story, price and stock on one screen',
    '     ("Cottesloe Morning" shows an original; "Karri Light, fine art print" a print with sizes).',
    '  The first screen then lists what needs you: orders to send, originals held in a checkout, low stock.',
  ].join('\n')

/** Starts Payload on a migrated, seeded database. */
export async function boot(options: { seed?: boolean } = {}): Promise<Payload> {
  const payload = await getPayloadClient()
  await migrate(payload)
  if (options.seed !== false && env.seed) {
    const admin = await seedDemo(payload)
    if (admin.password) payload.logger.info(firstStartMessage(admin.email, admin.password))
  }
  return payload
}
