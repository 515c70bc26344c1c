import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { Db } from '@/lib/database/sql'

/** The one Payload instance of this process (Payload caches it; Next's pages receive the same). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/** What a domain function needs, for a call that is not inside a transaction of its own. */
export async function getDb(): Promise<Db> {
  return { payload: await getPayloadClient() }
}
