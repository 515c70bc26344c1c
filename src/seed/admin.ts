import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { env } from '@/lib/env'

const DEMO_ADMIN_EMAIL = env.adminEmail

/** Creates the artist's back-office account once; returns its password only when it was just made. */
export async function ensureAdmin(payload: Payload): Promise<{ email: string; password: string | null }> {
  const admins = await payload.count({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    overrideAccess: true,
  })
  if (admins.totalDocs > 0) return { email: DEMO_ADMIN_EMAIL, password: null }
  const password = env.adminPassword ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email: DEMO_ADMIN_EMAIL, password, roles: ['admin'], first_name: 'Isla', last_name: 'Moreton' },
    overrideAccess: true,
  })
  return { email: DEMO_ADMIN_EMAIL, password }
}
