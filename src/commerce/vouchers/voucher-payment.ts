import { afterCommit } from '@/lib/after-commit'

import type { SimplePayable } from '@/commerce/payments/simple-payments'
import { deliverVoucher } from '@/commerce/vouchers/deliver-voucher'
import { sendVoucherPaidMails } from '@/commerce/vouchers/voucher-mails'

/**
 * A gift voucher's payment: once paid, the buyer gets the receipt and the artist a note, and the
 * voucher itself goes out now, or on its day by the voucher job (src/jobs/send-gift-vouchers.ts).
 */
export const voucherPayable: SimplePayable = {
  kind: 'voucher',
  table: 'gift_vouchers',
  statusColumn: 'status',
  async fulfil(db, id) {
    await afterCommit(db.req, async () => {
      sendVoucherPaidMails(db.payload, id)
      // Sent now when its day has come; a voucher for a later day waits for the job.
      void deliverVoucher(db.payload, id).catch((error: unknown) =>
        db.payload.logger.error({ err: error }, `Could not send gift voucher ${id}; the voucher job tries again`),
      )
    })
  },
}
