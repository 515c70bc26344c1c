import { oweMail } from '@/mail/outbox/owed-mail'

import type { SimplePayable } from '@/commerce/payments/simple-payments'

import { endRefundedFormPayment } from '@/forms/refund-form-payment'

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
    await oweMail(db, 'form_invoice', id)
    await oweMail(db, 'form_answers', id)
  },
  async returned(db, payment) {
    await endRefundedFormPayment(db, payment.payableId)
  },
}
