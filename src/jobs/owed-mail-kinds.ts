import type { Payload } from 'payload'

import type { ComposeOwedMail, OwedMail } from '@/mail/outbox/deliver-owed-mail'
import type { OwedMailKind } from '@/mail/outbox/owed-mail'

import type { Mail } from '@/mail/mailer'

import { orderDispatchedMail, orderNewMail, orderPaidMail, orderRefundedMail } from '@/commerce/orders/order-mails'
import { quoteAnsweredMail, quoteRequestedMail } from '@/commerce/orders/quote-mails'
import {
  voucherCodeMail,
  voucherReceiptMail,
  voucherRefundedMail,
  voucherStudioMail,
} from '@/commerce/vouchers/voucher-mails'
import { stockAvailableMail } from '@/commerce/availability/stock-alert-mail'
import { formAnswersMail, formInvoiceMail, formRefundedMail } from '@/forms/form-mails'
import { newsletterConfirmMail, newsletterWelcomeMail } from '@/forms/newsletter-mails'

type Composer = (payload: Payload, subject: number, mail: OwedMail) => Promise<Mail | null>

/** Each kind of owed mail and what makes it, from its subject as the database holds it when it goes. */
const composers: Record<OwedMailKind, Composer> = {
  order_paid: orderPaidMail,
  order_new: orderNewMail,
  order_dispatched: orderDispatchedMail,
  order_refunded: orderRefundedMail,
  voucher_receipt: voucherReceiptMail,
  voucher_studio: voucherStudioMail,
  voucher_code: voucherCodeMail,
  voucher_refunded: voucherRefundedMail,
  form_answers: formAnswersMail,
  form_invoice: formInvoiceMail,
  form_refunded: formRefundedMail,
  quote_requested: quoteRequestedMail,
  quote_answered: quoteAnsweredMail,
  newsletter_confirm: newsletterConfirmMail,
  newsletter_welcome: newsletterWelcomeMail,
  stock_available: stockAvailableMail,
}

export const composeOwedMail: ComposeOwedMail = (payload, mail) => composers[mail.kind](payload, mail.subject, mail)
