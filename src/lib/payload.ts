import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { Db } from '@/lib/database/sql'

/** The one Payload instance of this process (Payload caches it; Next's pages receive the same). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Starts Payload's job runner in this process: every minute it queues the scheduled tasks and runs
 * what is due (src/jobs). Payload starts it only when asked; JOBS=false leaves it idle.
 */
export async function startJobRunner(): Promise<void> {
  await getPayload({ config, cron: true })
}

/** What a domain function needs, for a call that is not inside a transaction of its own. */
export async function getDb(): Promise<Db> {
  return { payload: await getPayloadClient() }
}
