import type { Payload } from 'payload'

import { lapseHolds } from '@/commerce/orders/lapse-holds'
import { finishPendingRefunds } from '@/commerce/orders/refund-order'

import { owedMailHeldUntil } from '@/mail/outbox/deliver-owed-mail'

import { drainOwedMailSoon } from '@/jobs/deliver-owed-mail'
import { releaseJobsOfProcessBefore } from '@/jobs/job-turn'

/** When this process began. */
const processStart = () => new Date(Date.now() - process.uptime() * 1000)

/**
 * What a start owes after a crash, done at once rather than at the job runner's next minute:
 * orders whose payment page was never opened (or whose hold ran out meanwhile) free their items,
 * refunds cut short are finished (their gateway key makes asking again safe, even if another
 * instance is still making), and owed mail goes out. Rows another live instance holds are left to it (see their leases).
 * Mail the process before was sending when it died is held by its lease a little longer: it goes out
 * once that runs out. The only process of a site (no REDIS_URL) frees the jobs the one before left
 * running, so their tasks run at the next minute.
 */
export async function recoverAtStart(payload: Payload, startedAt = processStart()): Promise<void> {
  try {
    const released = await releaseJobsOfProcessBefore(payload, startedAt)
    if (released > 0) payload.logger.info(`At start: ${released} jobs left running by the process before run again`)
  } catch (error) {
    payload.logger.error({ err: error }, 'At start: could not free the jobs left running; they are freed later')
  }
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
  try {
    const heldUntil = await owedMailHeldUntil(payload)
    if (heldUntil) {
      const wait = Math.max(0, heldUntil.getTime() - Date.now()) + 1_000
      setTimeout(() => drainOwedMailSoon(payload), wait).unref()
    }
  } catch (error) {
    payload.logger.error({ err: error }, 'At start: could not read the outbox’s leases; the outbox job takes the mail')
  }
}
