import type { Payload } from 'payload'

import { lapseHolds } from '@/commerce/orders/lapse-holds'

import { drainOwedMailSoon } from '@/jobs/deliver-owed-mail'

/**
 * What a start owes after a crash, done at once rather than at the job runner's next minute:
 * orders whose payment page was never opened (or whose hold ran out meanwhile) free their items,
 * and owed mail goes out. Rows another live instance holds are left to it (see their leases).
 */
export async function recoverAtStart(payload: Payload): Promise<void> {
  try {
    const lapsed = await lapseHolds(payload)
    if (lapsed > 0) payload.logger.info(`At start: released the stock of ${lapsed} unpaid orders`)
  } catch (error) {
    payload.logger.error({ err: error }, 'At start: could not end the holds that ran out; the job tries again')
  }
  drainOwedMailSoon(payload)
}
