import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { inTransaction, query } from '@/lib/database/sql'
import type { ShippingType } from '@/payload-types'
import shipping from '@/seed/translations/shipping.json'
import { localeRow } from '@/seed/translation-rows'

/** The demo's shipping names in every language but English, keyed by the English. */
const shippingNames = shipping as Partial<Record<Locale, Record<string, string>>>

/** Shipping types just made, their names in every language (rows in one transaction, see translation-rows.ts). */
async function seedShippingTranslations(payload: Payload, types: { id: number; name: string }[]) {
  await inTransaction({ payload }, async (db) => {
    for (const [locale, names] of Object.entries(shippingNames) as [Locale, Record<string, string>][]) {
      for (const type of types) {
        const name = names[type.name]
        if (name) await query(db, localeRow('shipping_types', type.id, locale, { name }))
      }
    }
  })
}

/**
 * How the demo studio ships and one welcome code: free delivery in Australia, pick-up at the
 * studio, a courier abroad priced by zone and weight, and a quote where no rate reaches (a crated
 * canvas to Japan). Made once, when there are no shipping types yet.
 */
export async function seedCheckout(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: 'shipping-types', overrideAccess: true })).totalDocs > 0) return
  await payload.updateGlobal({ slug: 'checkout-settings', data: { artist_name: 'Isla Moreton' }, overrideAccess: true })
  const create = (data: Omit<ShippingType, 'id' | 'createdAt' | 'updatedAt'>) =>
    payload.create({ collection: 'shipping-types', data, overrideAccess: true })
  const types = [await create({ name: 'Free delivery within Australia', kind: 'free_domestic', sort_order: 1 })]
  types.push(
    await create({
      name: 'Studio pick-up (by appointment)',
      kind: 'pickup',
      sort_order: 2,
      note: 'Collect from the studio in Fremantle; we will e-mail you to arrange a time.',
    }),
  )
  types.push(
    await create({
      name: 'International tracked courier',
      kind: 'international',
      sort_order: 3,
      zones: [
        {
          name: 'New Zealand',
          countries: 'NZ',
          rates: [
            { up_to_grams: 2000, amount: 35 },
            { up_to_grams: 5000, amount: 60 },
            { up_to_grams: 10000, amount: 95 },
          ],
        },
        {
          name: 'Rest of the world',
          countries: '*',
          rates: [
            { up_to_grams: 2000, amount: 65 },
            { up_to_grams: 5000, amount: 120 },
          ],
        },
      ],
    }),
  )
  types.push(await create({ name: 'Shipping quoted by the studio', kind: 'quote', sort_order: 4 }))
  await seedShippingTranslations(payload, types)
  if ((await payload.count({ collection: 'promotions', overrideAccess: true })).totalDocs === 0)
    await payload.create({
      collection: 'promotions',
      data: { code: 'WELCOME10', kind: 'percent', value: 10, min_spend: 100, per_customer_limit: 1 },
      overrideAccess: true,
    })
}
