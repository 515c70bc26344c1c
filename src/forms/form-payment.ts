import { afterCommit } from '@/lib/after-commit'

import type { SimplePayable } from '@/commerce/payments/simple-payments'

import { sendFormPaidMails } from '@/forms/form-mails'

/** `FP-00012`: a paid form's number, on its tax invoice. */
export const formPaymentReference = (id: number) => `FP-${String(id).padStart(5, '0')}`

/**
 * A form that takes payment: once paid, the sender gets a tax invoice and the studio the answers
 * (they are not sent before: an unpaid form is not a booking).
 */
export const formPayable: SimplePayable = {
  kind: 'form',
  table: 'form_submissions',
  statusColumn: 'payment_status',
  async fulfil(db, id) {
    await afterCommit(db.req, async () => sendFormPaidMails(db.payload, id))
  },
}
