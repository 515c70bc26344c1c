import type { Payload } from 'payload'

import { lapseHolds } from '@/commerce/orders/lapse-holds'
import { finishPendingRefunds } from '@/commerce/orders/refund-order'

import { drainOwedMailSoon } from '@/jobs/deliver-owed-mail'

/**
 * What a start owes after a crash, done at once rather than at the job runner's next minute:
 * orders whose payment page was never opened (or whose hold ran out meanwhile) free their items,
 * refunds cut short are finished (their gateway key makes asking again safe, even if another
 * instance is still making), and owed mail goes out. Rows another live instance holds are left to it (see their leases).
 */
export async function recoverAtStart(payload: Payload): Promise<void> {
  try {
    const lapsed = await lapseHolds(payload)
    if (lapsed > 0) payload.logger.info(`At start: released the stock of ${lapsed} unpaid orders`)
  } catch (error) {
    payload.logger.error({ err: error }, 'At start: could not end the holds that ran out; the job tries again')
  }
  try {
    const finished = await finishPendingRefunds(payload, 0)
    if (finished > 0) payload.logger.info(`At start: finished ${finished} refunds left pending`)
  } catch (error) {
    payload.logger.error({ err: error }, 'At start: could not finish the refunds left pending; the job tries again')
  }
  drainOwedMailSoon(payload)
}
