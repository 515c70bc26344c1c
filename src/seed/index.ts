import type { Payload } from 'payload'

import { ensureAdmin } from '@/seed/admin'
import { seedCheckout } from '@/seed/checkout'
import { seedForms } from '@/seed/forms'
import { seedPages } from '@/seed/pages'
import { seedShop } from '@/seed/shop'
import { seedShowcase } from '@/seed/showcase'
import { seedSite } from '@/seed/site'
import { seedStories } from '@/seed/stories'
import { seedVouchers } from '@/seed/vouchers'

/** Fills a new site with the demo studio; safe to run on every start. */
export async function seedDemo(payload: Payload): Promise<{ email: string; password: string | null }> {
  const admin = await ensureAdmin(payload)
  await seedSite(payload)
  await seedPages(payload)
  await seedShop(payload)
  // After the pages: the contact and newsletter pages' widgets are pointed at what is made here.
  await seedForms(payload)
  // After the shop and the forms: the showcase places a product and the contact form.
  await seedShowcase(payload)
  // After the shop: stories name its works.
  await seedStories(payload)
  await seedCheckout(payload)
  await seedVouchers(payload)
  return admin
}
