import { afterCommit } from '@/lib/after-commit'
import { query, sql } from '@/lib/database/sql'

import type { SimplePayable } from '@/commerce/payments/simple-payments'
import { deliverVoucher } from '@/commerce/vouchers/deliver-voucher'
import { studioToday } from '@/commerce/vouchers/studio-day'
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
    const [row] = await query<{ send_on: unknown }>(db, sql`SELECT "send_on" FROM "gift_vouchers" WHERE "id" = ${id}`)
    const sendNow =
      row?.send_on == null || String(new Date(String(row.send_on)).toISOString()).slice(0, 10) <= studioToday()
    await afterCommit(db.req, async () => {
      sendVoucherPaidMails(db.payload, id)
      if (sendNow)
        void deliverVoucher(db.payload, id).catch((error: unknown) =>
          db.payload.logger.error({ err: error }, `Could not send gift voucher ${id}; the voucher job tries again`),
        )
    })
  },
}
