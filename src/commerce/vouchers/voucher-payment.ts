import { oweMail } from '@/mail/outbox/owed-mail'

import type { SimplePayable } from '@/commerce/payments/simple-payments'
import { queueVoucher } from '@/commerce/vouchers/deliver-voucher'
import { endRefundedVoucher } from '@/commerce/vouchers/refund-voucher'

/**
 * A gift voucher's payment: once paid, the buyer's receipt and the artist's note are owed, and
 * the voucher itself too when its day has come (else the voucher job owes it on its day,
 * src/jobs/send-gift-vouchers.ts), all in the payment's transaction. Money that goes back at the
 * gateway ends the voucher.
 */
export const voucherPayable: SimplePayable = {
  kind: 'voucher',
  table: 'gift_vouchers',
  statusColumn: 'status',
  async fulfil(db, id) {
    await oweMail(db, 'voucher_receipt', id)
    await oweMail(db, 'voucher_studio', id)
    await queueVoucher(db, id)
  },
  // Refunded at the gateway, or a chargeback: the voucher ends, and the credit it became goes back.
  async returned(db, payment) {
    await endRefundedVoucher(db, payment.payableId)
  },
}
