import type { Payload } from 'payload'

import type { ShippingType } from '@/payload-types'
import shipping from '@/seed/translations/shipping.json'
import { seedNames, type WordsByEnglish } from '@/seed/translation-rows'

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
  await seedNames(payload, 'shipping_types', types, shipping as WordsByEnglish)
  if ((await payload.count({ collection: 'promotions', overrideAccess: true })).totalDocs === 0)
    await payload.create({
      collection: 'promotions',
      data: { code: 'WELCOME10', kind: 'percent', value: 10, min_spend: 100, per_customer_limit: 1 },
      overrideAccess: true,
    })
}
