import type { Payload } from 'payload'

import { PROMOTIONS_TAG } from '@/lib/cache-tags'
import type { Db } from '@/lib/database/sql'
import { memo } from '@/lib/memo-cache'
import { forgetTags } from '@/lib/revalidation'
import type { Promotion } from '@/payload-types'

/**
 * The promotions by code, kept in memory: every priced checkout looks its code up, and the
 * artist has a handful. Dropped when one is saved, and when an order counts or gives back a use
 * (`times_used` changes by a raw statement); the order's own check of the limit is that statement.
 */
const promotionsByCode = (payload: Payload) =>
  memo('promotions', [PROMOTIONS_TAG], async () => {
    const { docs } = await payload.find({
      collection: 'promotions',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return new Map(docs.map((promotion) => [promotion.code, promotion]))
  })

export async function promotionNamed(payload: Payload, code: string): Promise<Promotion | null> {
  return (await promotionsByCode(payload)).get(code.trim().toUpperCase()) ?? null
}

/** Drops the kept promotions once `db`'s transaction has committed (a use counted or given back). */
export const promotionsChanged = (db: Db) => forgetTags([PROMOTIONS_TAG], db.req)
