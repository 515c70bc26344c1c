import type { TaskConfig } from 'payload'

import { finishPendingRefunds } from '@/commerce/orders/refund-order'

/** A refund still on its way after this long was cut short (a crash, a gateway that did not answer). */
export const REFUND_PENDING_GRACE_MS = 60_000

/**
 * Every minute: refunds left pending are asked of the gateway again, under their own key (so the
 * money goes back once), and marked done with their stock, credit and customer's mail.
 */
export const finishRefundsTask: TaskConfig<'finishRefunds'> = {
  slug: 'finishRefunds',
  label: 'Finish refunds cut short',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  outputSchema: [{ name: 'finished', type: 'number', required: true }],
  retries: 1,
  handler: async ({ req }) => {
    const finished = await finishPendingRefunds(req.payload, REFUND_PENDING_GRACE_MS)
    if (finished > 0) req.payload.logger.info(`Finished ${finished} refunds left pending`)
    return { output: { finished } }
  },
}
