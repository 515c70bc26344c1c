import type { Payload } from 'payload'

import { getSiteSettings } from '@/content/site-data'
import { composeMail } from '@/mail/compose'
import { DEFAULT_LOCALE, knownLocale, type Locale, STUDIO_TIME_ZONE } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import type { FormSubmission } from '@/payload-types'

import type { Mail } from '@/mail/mailer'
import { formatCents } from '@/commerce/money'
import { taxInvoice, type InvoiceOrder } from '@/documents/invoice'
import { renderInvoicePdf } from '@/documents/invoice-pdf'
import { pdfLocale } from '@/documents/pdf-font'
import { adminUrl, artistAddress, invoiceRows } from '@/mail/shop-mail'
import { gstIncluded } from '@/commerce/pricing'

import { getForm, type FormView } from '@/forms/present-form'

const readSubmission = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true })

const formIdOf = (submission: FormSubmission) =>
  typeof submission.form === 'object' ? submission.form.id : Number(submission.form)

/** The answers as rows of a mail, in the form's order, without passwords and signature pictures. */
function answerRows(form: FormView, submission: FormSubmission) {
  const values = new Map((submission.submissionData ?? []).map((a) => [a.field, a.value]))
  return form.questions
    .filter((q) => values.has(q.name) && q.type !== 'password' && q.type !== 'signature')
    .map((q) => {
      const value = String(values.get(q.name) ?? '')
      return { label: q.label || q.name, value: q.type === 'checkbox' ? (value === '1' ? '✓' : '—') : value }
    })
}

const amountOf = (submission: FormSubmission, locale: Locale) => formatCents(submission.amount_cents, locale)

/** The answers to the studio, in English (the back-office's language), replying to the sender; null when no address is set. */
export async function formAnswersMail(payload: Payload, submissionId: number): Promise<Mail | null> {
  const submission = await readSubmission(payload, submissionId)
  const formId = formIdOf(submission)
  const [form, stored] = await Promise.all([
    getForm(payload, formId),
    payload.findByID({ collection: 'forms', id: formId, depth: 0, overrideAccess: true }),
  ])
  const to = stored.notify_email || (await artistAddress(payload))
  if (!to) {
    payload.logger.warn(`Form answer ${submissionId}: no address to send it to`)
    return null
  }
  const t = await serverTranslator(DEFAULT_LOCALE, 'mail')
  const email = submission.email
  const paid =
    submission.payment_status === 'paid'
      ? [t('form.paid', { amount: amountOf(submission, DEFAULT_LOCALE), reference: submission.reference ?? '' })]
      : []
  const mail = await composeMail(payload, DEFAULT_LOCALE, to, t('form.subject', { form: form.name }), {
    heading: t('form.heading', { form: form.name }),
    lines: [email ? t('form.replyHint', { email }) : t('form.noReply'), ...paid],
    rows: answerRows(form, submission),
    button: { label: t('form.button'), url: adminUrl('form-submissions', submissionId) },
  })
  return { ...mail, ...(email ? { replyTo: email } : {}) }
}

/** A paid form's fee as the tax invoice reads an order: one line, nothing delivered. */
function feeAsOrder(submission: FormSubmission, form: FormView): InvoiceOrder {
  const cents = submission.amount_cents ?? 0
  const order: InvoiceOrder = {
    reference: submission.reference,
    paid_at: submission.paid_at,
    createdAt: submission.createdAt,
    lines: [{ name: form.name, qty: 1, unit_cents: cents, total_cents: cents }],
    subtotal_cents: cents,
    discount_cents: 0,
    shipping_cents: 0,
    surcharge_cents: 0,
    gst_cents: gstIncluded(cents, { export: false }),
    total_cents: cents,
    credit_cents: 0,
    is_export: false,
    is_pick_up: false,
    shipping_name: null,
    promotion_code: '',
    customer_name: '',
    email: submission.email ?? '',
    address: undefined,
  }
  return order
}

/** The language of the page the payer sent the form from. */
const payerLocale = (submission: FormSubmission): Locale => knownLocale(submission.locale)

/**
 * To the payer, in the language of the page they paid from (the form's name too, where she
 * translated it): thanks, and the tax invoice (also as a PDF, in the language its font can write).
 */
async function invoiceMail(payload: Payload, submission: FormSubmission) {
  const locale = payerLocale(submission)
  const written = pdfLocale(locale)
  const [t, orders, writtenOrders, settings, form, writtenForm] = await Promise.all([
    serverTranslator(locale, 'mail'),
    serverTranslator(locale, 'orders'),
    serverTranslator(written, 'orders'),
    getSiteSettings(payload),
    getForm(payload, formIdOf(submission), locale),
    getForm(payload, formIdOf(submission), written),
  ])
  const invoiceIn = (language: Locale, tr: typeof orders) =>
    taxInvoice(feeAsOrder(submission, language === locale ? form : writtenForm), settings, {
      locale: language,
      timeZone: STUDIO_TIME_ZONE,
      t: (key, values) => tr(`invoice.${key}` as const, values),
      withBuyer: true,
      noDelivery: true,
    })
  const reference = submission.reference ?? String(submission.id)
  const pdf = await renderInvoicePdf(invoiceIn(written, writtenOrders), {
    siteName: settings.name || settings.organisation_name,
    pageOf: (page, pages) => writtenOrders('invoice.pageOf', { page, pages }),
  })
  return composeMail(
    payload,
    locale,
    submission.email ?? '',
    t('form.invoice.subject', { reference, form: form.name }),
    {
      heading: t('form.invoice.heading'),
      lines: [t('form.invoice.text', { amount: amountOf(submission, locale), form: form.name, reference })],
      rows: await invoiceRows(invoiceIn(locale, orders), locale),
    },
    { attachments: [{ filename: `tax-invoice-${reference}.pdf`, content: pdf, contentType: 'application/pdf' }] },
  )
}

/** The payer's tax invoice for a paid form; null for a payer without an address. */
export async function formInvoiceMail(payload: Payload, submissionId: number): Promise<Mail | null> {
  const submission = await readSubmission(payload, submissionId)
  if (!submission.email) return null
  return invoiceMail(payload, submission)
}

/** To the payer, in their language: the form's fee went back. */
export async function formRefundedMail(payload: Payload, submissionId: number): Promise<Mail | null> {
  const submission = await readSubmission(payload, submissionId)
  if (!submission.email) return null
  const locale = payerLocale(submission)
  const form = await getForm(payload, formIdOf(submission), locale)
  const t = await serverTranslator(locale, 'mail')
  const reference = submission.reference ?? String(submission.id)
  return composeMail(payload, locale, submission.email, t('form.refunded.subject', { reference }), {
    heading: t('form.refunded.heading'),
    lines: [t('form.refunded.text', { amount: amountOf(submission, locale), form: form.name, reference })],
  })
}
