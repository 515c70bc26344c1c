import type { Payload } from 'payload'

import { ensureAdmin } from './admin'
import { seedPages } from './pages'
import { seedShop } from './shop'
import { seedSite } from './site'

/** Fills a new site with the demo studio; safe to run on every start. */
export async function seedDemo(payload: Payload): Promise<{ email: string; password: string | null }> {
  const admin = await ensureAdmin(payload)
  await seedSite(payload)
  await seedPages(payload)
  await seedShop(payload)
  return admin
}
