import type { TaskConfig } from 'payload'

import { deliverDueVouchers } from '@/commerce/vouchers/deliver-voucher'

/**
 * Every ten minutes: paid gift vouchers whose sending day has come (in the studio's calendar) go
 * to their recipients, and any whose mail failed before is tried again.
 */
export const sendGiftVouchersTask: TaskConfig<'sendGiftVouchers'> = {
  slug: 'sendGiftVouchers',
  label: 'Send gift vouchers on their day',
  schedule: [{ cron: '*/10 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  retries: 1,
  handler: async ({ req }) => {
    const sent = await deliverDueVouchers(req.payload)
    if (sent > 0) req.payload.logger.info(`Sent ${sent} gift vouchers`)
    return { output: { sent } }
  },
}
