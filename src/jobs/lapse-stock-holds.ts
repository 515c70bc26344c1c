import type { TaskConfig } from 'payload'

import { lapseHolds } from '@/commerce/orders/lapse-holds'

/**
 * Every minute: orders whose payment did not come within their hold give their items back, so a
 * painting held for one buyer is offered to others again soon after the hold's time.
 */
export const lapseStockHoldsTask: TaskConfig<'lapseStockHolds'> = {
  slug: 'lapseStockHolds',
  label: 'Release stock held by unpaid orders',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  outputSchema: [{ name: 'lapsed', type: 'number', required: true }],
  retries: 1,
  handler: async ({ req }) => {
    const lapsed = await lapseHolds(req.payload)
    if (lapsed > 0) req.payload.logger.info(`Released the stock of ${lapsed} unpaid orders`)
    return { output: { lapsed } }
  },
}
